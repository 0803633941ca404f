// Docusaurus draws a Markdown link through its Link component, which opens a URL with a scheme (`https:`,
// `mailto:`, `pathname://`) or one starting with `//` in a new tab: target="_blank" rel="noopener noreferrer"
// (Link.tsx, isInternalUrl). Config `markdown.externalLinksInNewTab`, which a Docusaurus site's mapping sets.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

const HAS_PROTOCOL = /^(?:\w*:|\/\/)/;

/** Before the link rewriting, which makes `pathname://` links plain paths. */
export function remarkExternalLinks() {
  return (tree: Root) => {
    const definitions = new Map<string, string>();
    visit(tree, 'definition', (node) => {
      // The first definition of a label wins, as in CommonMark.
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    });
    visit(tree, ['link', 'linkReference'], (node) => {
      if (node.type !== 'link' && node.type !== 'linkReference') return;
      const url = node.type === 'link' ? node.url : definitions.get(node.identifier);
      if (url === undefined || !HAS_PROTOCOL.test(url)) return;
      // Attributes a plugin set before win, as the props written on Docusaurus's Link do.
      const own = node.data?.hProperties ?? {};
      node.data = { ...node.data, hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'], ...own } };
    });
  };
}

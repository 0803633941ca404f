import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { LinkRef } from '../../core/model.js';
import { resolveContentLink } from '../../core/routes.js';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf('#');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Records every internal link with its position and rewrites relative `.md` links and assets to
 * absolute routes (every URL in a page is absolute from the base, so a copy works from any path).
 */
export function remarkDocLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.linkContext;
    if (!context) throw new Error('remarkDocLinks needs file.data.linkContext');
    const links: LinkRef[] = (file.data.links = []);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const target = node as Link | Definition | Image;
      const written = target.url;
      if (written === '' || EXTERNAL.test(written)) return;
      const position = { line: target.position?.start.line ?? 1, column: target.position?.start.column ?? 1 };
      const [pathPart, rawAnchor] = splitHash(written);
      const anchor = rawAnchor === undefined ? undefined : decode(rawAnchor);
      const withAnchor = (route: string) => (rawAnchor === undefined ? route : `${route}#${rawAnchor}`);
      if (pathPart === '') {
        links.push({ written, kind: 'anchor', target: context.contentPath, position, ...(anchor !== undefined ? { anchor } : {}) });
        return;
      }
      if (pathPart.startsWith('/')) {
        // Like Docusaurus, `/img/x.png` means "under the base"; both spellings are accepted.
        const sitePath = pathPart.startsWith(context.base) ? pathPart.slice(context.base.length) : pathPart.slice(1);
        links.push({ written, kind: 'site', target: decode(sitePath), position, ...(anchor !== undefined ? { anchor } : {}) });
        target.url = withAnchor(`${context.base}${sitePath}`);
        return;
      }
      const resolved = resolveContentLink(context.contentPath, decode(pathPart)) ?? decode(pathPart);
      if (/\.md$/i.test(pathPart) && node.type !== 'image') {
        links.push({ written, kind: 'doc', target: resolved, position, ...(anchor !== undefined ? { anchor } : {}) });
        const route = context.routeOf(resolved);
        if (route) target.url = withAnchor(route);
        return;
      }
      links.push({ written, kind: 'asset', target: resolved, position });
      target.url = `${context.base}${encodeURI(resolved)}`;
    });
  };
}

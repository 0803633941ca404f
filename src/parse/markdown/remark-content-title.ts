import type { Root } from 'mdast';

/**
 * A doc's first `# heading` (before any thematic break) is its content title (load/content-title.ts
 * finds it): it leaves the body, and the page heads the body with it, or with the front matter title
 * when there is none (Docusaurus shows the heading where both are given, never both).
 */
export function remarkContentTitle() {
  return (tree: Root) => {
    const at = tree.children.findIndex((node) => node.type === 'heading' || node.type === 'thematicBreak');
    const first = tree.children[at];
    if (first?.type === 'heading' && first.depth === 1) tree.children.splice(at, 1);
  };
}

import type { Root } from 'mdast';

const TITLE_KEY = /^(["']?)title\1[ \t]*:/m;

/**
 * A doc without a front matter `title` takes its first `# heading` as its title (the header stage
 * finds it: load/content-title.ts), so the heading leaves the body, which the page heads with the title.
 */
export function remarkContentTitle() {
  return (tree: Root) => {
    const frontMatter = tree.children.find((node) => node.type === 'yaml');
    if (frontMatter && TITLE_KEY.test(frontMatter.value)) return;
    const at = tree.children.findIndex((node) => node.type === 'heading' || node.type === 'thematicBreak');
    const first = tree.children[at];
    if (first?.type === 'heading' && first.depth === 1) tree.children.splice(at, 1);
  };
}

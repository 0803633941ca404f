import type { Element } from 'hast';
import type { Heading, Nodes, PhrasingContent, Root, ThematicBreak } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { VFile } from 'vfile';
import { headingSlugText } from './remark-heading-slug-text.js';

/** Marks a title shows as Docusaurus shows them; a link or an image as its text; raw HTML not at all. */
const MARKS = new Set(['inlineCode', 'emphasis', 'strong', 'delete']);

function marked(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  return nodes.map((node): PhrasingContent => {
    if (node.type === 'text' || node.type === 'inlineCode') return node;
    if (MARKS.has(node.type) && 'children' in node)
      return { ...node, children: marked(node.children) } as PhrasingContent;
    return { type: 'text', value: node.type === 'html' ? '' : textOf(node) };
  });
}

/** The heading's text with its marks, as HTML; undefined when it is plain text (the page shows the text). */
function titleHtml(heading: Heading): string | undefined {
  if (heading.children.every((node) => node.type === 'text')) return undefined;
  const children = marked(heading.children);
  if (children.every((node) => node.type === 'text')) return undefined;
  const paragraph = toHast({ type: 'paragraph', children }) as Element;
  return toHtml(paragraph.children);
}

/** The first heading or thematic break in reading order, inside containers too (blockquotes, lists, JSX). */
function firstMark(node: Nodes): Heading | ThematicBreak | undefined {
  if (node.type === 'heading' || node.type === 'thematicBreak') return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = firstMark(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * A doc's first heading, when it is an h1 before any thematic break, is its content title (load/content-title.ts
 * finds it): Docusaurus's contentTitle plugin looks for it in the whole tree, depth first. At the top level it
 * leaves the body, and the page heads the body with it, or with the front matter title when there is none
 * (Docusaurus shows the heading where both are given, never both). Inside a container (`<div>`, a quote) it stays
 * where it is, and the page draws no other title (`titleInBody`), as Docusaurus's DocItem then makes none.
 * Docusaurus keeps a doc's or a page's title heading in the body until its headings plugin has slugged it
 * (mdx-loader remark/headings, one slugger per file, h1 included), so a later `## Title` gets `title-1`: its
 * text is kept for the ids. A post's is removed first (removeContentTitle), as is one with an explicit `{#id}`,
 * which the slugger never sees.
 */
export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const first = firstMark(tree);
    if (first?.type !== 'heading' || first.depth !== 1) return;
    const at = tree.children.indexOf(first);
    if (at === -1) {
      file.data.titleInBody = true;
      return;
    }
    tree.children.splice(at, 1);
    const html = file.data.blogPost ? undefined : titleHtml(first);
    if (html !== undefined) file.data.titleHtml = html;
    if (!file.data.blogPost && first.data?.hProperties?.id === undefined)
      file.data.titleSlugText = headingSlugText(first);
  };
}

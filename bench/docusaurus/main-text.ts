// The words of a page's main text, and how far two pages' words are apart. The main text is the
// first `<article>` when a page has exactly one, else `<main>`, else `<body>`; navigation, footers,
// tables of contents, scripts, styles, SVG, buttons and screen-reader-only text inside it are left out,
// so the chrome of either tool counts as little as possible.
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'button', 'head']);

function classes(node: Element): string[] {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function skipped(node: Element): boolean {
  if (SKIPPED.has(node.tagName)) return true;
  // Hidden tab panels stay: Docusaurus renders every tab, the unselected ones `hidden`.
  const names = classes(node);
  if (names.some((name) => /toc|tableofcontents/i.test(name))) return true;
  return names.includes('sr-only') || names.includes('visually-hidden') || names.includes('hash-link');
}

function findAll(node: Nodes, tag: string, found: Element[] = []): Element[] {
  if (node.type === 'element' && node.tagName === tag) found.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, tag, found);
  return found;
}

function textOf(node: Nodes, parts: string[]): void {
  if (node.type === 'text') parts.push(node.value);
  else if (node.type === 'element') {
    if (skipped(node)) return;
    // Block boundaries separate words that the markup glued together.
    parts.push(' ');
    for (const child of node.children) textOf(child, parts);
    parts.push(' ');
  } else if (node.type === 'root') for (const child of node.children) textOf(child, parts);
}

/** The element holding the page's main text. */
export function mainElement(tree: Root): Nodes {
  const articles = findAll(tree, 'article');
  if (articles.length === 1 && articles[0]) return articles[0];
  const main = findAll(tree, 'main')[0];
  return main ?? findAll(tree, 'body')[0] ?? tree;
}

/** Lower-cased words (letters and digits of any script) of a text. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function mainWords(html: string): string[] {
  return wordsOf(mainElement(fromHtml(html)));
}

function wordsOf(node: Nodes): string[] {
  const parts: string[] = [];
  textOf(node, parts);
  return words(parts.join(''));
}

/**
 * Two builds' words of one page, read from the same element: each one's `<article>` when both have exactly one,
 * else each one's `<main>` (a generated index is one article in helpdocs, a `<main>` of card articles in
 * Docusaurus).
 */
export function pageWords(theirs: string, ours: string): [string[], string[]] {
  const trees = [fromHtml(theirs), fromHtml(ours)];
  const bothArticles = trees.every((tree) => findAll(tree, 'article').length === 1);
  const pick = (tree: Root): Nodes =>
    bothArticles ? mainElement(tree) : (findAll(tree, 'main')[0] ?? mainElement(tree));
  return [wordsOf(pick(trees[0] as Root)), wordsOf(pick(trees[1] as Root))];
}

function counts(list: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const word of list) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

export interface WordDiff {
  /** Words of the reference page. */
  reference: number;
  /** Words of the candidate page. */
  candidate: number;
  /** Words in the reference and not in the candidate (multiset difference), a sample of them first. */
  missing: number;
  extra: number;
  /** (missing + extra) / (reference + candidate): 0 same words, 1 none in common. */
  ratio: number;
  sampleMissing: string[];
  sampleExtra: string[];
}

/** Compares two word lists as multisets. */
export function wordDiff(reference: readonly string[], candidate: readonly string[]): WordDiff {
  const ours = counts(candidate);
  const theirs = counts(reference);
  let missing = 0;
  let extra = 0;
  const sampleMissing: string[] = [];
  const sampleExtra: string[] = [];
  for (const [word, n] of theirs) {
    const gap = n - (ours.get(word) ?? 0);
    if (gap > 0) {
      missing += gap;
      if (sampleMissing.length < 12) sampleMissing.push(word);
    }
  }
  for (const [word, n] of ours) {
    const gap = n - (theirs.get(word) ?? 0);
    if (gap > 0) {
      extra += gap;
      if (sampleExtra.length < 12) sampleExtra.push(word);
    }
  }
  const total = reference.length + candidate.length;
  return {
    reference: reference.length,
    candidate: candidate.length,
    missing,
    extra,
    ratio: total === 0 ? 0 : (missing + extra) / total,
    sampleMissing,
    sampleExtra,
  };
}

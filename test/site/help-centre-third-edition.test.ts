import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/sites.js';

// The goals of the help centre's third edition (issue 32), checked on the Markdown and SVG files of content/.

const contentRoot = path.join(repoRoot, 'content');
/** Share of one page's lines that its pair may repeat: more and the pair drifts apart when one ERP changes. */
const maxSharedLines = 0.2;
const glossary = { page: 'usuario/inicio/o-que-e.md', anchor: 'glossário' };
const minGlossaryLinks = 20;
const videoPage = 'implantacao/video/video-implantacao-completa.md';
/** The width of the content column at a 375 px viewport (measured in Chromium on the built site). */
const columnAt375 = 343;
const minLabelPx = 12;

/** A page's lines that carry content: front matter, blank lines and admonition fences left out, each trimmed. */
function contentLines(markdown: string): string[] {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith(':::'));
}

/** The share of `a`'s content lines that also appear in `b`. */
function sharedShare(a: string, b: string): number {
  const linesA = contentLines(a);
  const linesB = new Set(contentLines(b));
  return linesA.length === 0 ? 0 : linesA.filter((line) => linesB.has(line)).length / linesA.length;
}

/**
 * Pages (content paths) with a Markdown link to the glossary of `glossary.page`, its section or one of its
 * terms (`terms`, the ids of the terms' anchors), the page itself left out.
 */
function pagesLinkingGlossary(files: ReadonlyMap<string, string>, terms: ReadonlySet<string> = new Set()): string[] {
  return [...files]
    .filter(([file, text]) =>
      [...text.matchAll(/\]\(([^)\s#]+\.md)#([^)\s]+)\)/g)].some(
        ([, target, anchor]) =>
          (anchor === glossary.anchor || terms.has(anchor ?? '')) &&
          path.posix.join(path.posix.dirname(file), target ?? '') === glossary.page,
      ),
    )
    .map(([file]) => file)
    .filter((file) => file !== glossary.page);
}

/** Pages that invite the reader to watch something: only the video page may, until the video exists. */
function pagesSayingWatch(files: ReadonlyMap<string, string>): string[] {
  return [...files].filter(([, text]) => /\bassist(?:a|ir|am|indo)\b/i.test(text)).map(([file]) => file);
}

const number = (value: string | undefined) => (value === undefined ? undefined : Number.parseFloat(value));

/**
 * What keeps an SVG from following the colour mode or from being read on a phone: a rectangle covering the drawing
 * with a fill of its own (a page-coloured slab), the page colours written as hex, a background style, or a font size
 * that renders under 12 px in the 375 px layout.
 */
function diagramProblems(svg: string): string[] {
  const problems: string[] = [];
  const viewBox = /\bviewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (viewBox?.length !== 4) return ['no viewBox'];
  const [, , width, height] = viewBox as [number, number, number, number];
  for (const [rect] of svg.matchAll(/<rect\b[^>]*>/g)) {
    const w = number(/\swidth="([\d.]+)"/.exec(rect)?.[1]) ?? 0;
    const h = number(/\sheight="([\d.]+)"/.exec(rect)?.[1]) ?? 0;
    const fill = /\sfill="([^"]*)"/.exec(rect)?.[1] ?? 'black';
    if (w >= 0.9 * width && h >= 0.9 * height && fill !== 'none' && fill !== 'transparent') {
      problems.push(`background rectangle filled with ${fill}`);
    }
  }
  for (const [colour] of svg.matchAll(/#(?:fff|ffffff|0f172a)\b/gi)) {
    // White type on a coloured bar is fine; white or near-black fills and strokes on shapes are page colours.
    if (new RegExp(`<(?!text|tspan)\\w+\\b[^>]*="${colour}"`, 'i').test(svg)) problems.push(`page colour ${colour}`);
  }
  if (/<svg\b[^>]*style="[^"]*background/i.test(svg)) problems.push('background style');
  for (const [, size] of svg.matchAll(/\sfont-size="([\d.]+)"/g)) {
    const px = (Number(size) * columnAt375) / width;
    if (px < minLabelPx) problems.push(`font-size ${size} renders at ${px.toFixed(1)} px at 375 px`);
  }
  return [...new Set(problems)];
}

async function readContent(pattern: string): Promise<Map<string, string>> {
  const files = (await glob(pattern, { cwd: contentRoot })).sort();
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(path.join(contentRoot, file), 'utf8')] as const)),
  );
}

describe('the third edition checks', () => {
  it('count shared content lines, not front matter, blank lines or fences', () => {
    const a = '---\ntitle: "A"\n---\n\n## Passo a passo\n\n:::tip\n\nUm.\n\n:::\n\nDois.\nTrês.\nQuatro.\n';
    const b = '---\ntitle: "A"\n---\n\n## Passo a passo\n\n:::tip\n\nOutro.\n\n:::\n';
    expect(sharedShare(a, b)).toBeCloseTo(1 / 5);
    expect(sharedShare(b, a)).toBeCloseTo(1 / 2);
  });

  it('find glossary links relative to each page, and watch words but not "assistente"', () => {
    const files = new Map([
      ['index.md', '[Glossário](usuario/inicio/o-que-e.md#glossário)'],
      ['ajuda/x.md', '[termo](../usuario/inicio/o-que-e.md#glossário), [assistente](y.md)'],
      ['ajuda/y.md', '[O que é](../usuario/inicio/o-que-e.md#onde-usar) — assista ao vídeo'],
      ['ajuda/z.md', '[carteira](../usuario/inicio/o-que-e.md#carteira)'],
    ]);
    expect(pagesLinkingGlossary(files, new Set(['carteira']))).toEqual(['index.md', 'ajuda/x.md', 'ajuda/z.md']);
    expect(pagesSayingWatch(files)).toEqual(['ajuda/y.md']);
  });

  it('flag a page slab, page colours and small type, and pass a themed drawing', () => {
    const slab =
      '<svg viewBox="0 0 400 300"><rect x="0.5" y="0.5" width="399" height="299" fill="#ffffff"/>' +
      '<path stroke="#0f172a"/><text font-size="11">x</text></svg>';
    expect(diagramProblems(slab)).toEqual([
      'background rectangle filled with #ffffff',
      'page colour #ffffff',
      'page colour #0f172a',
      'font-size 11 renders at 9.4 px at 375 px',
    ]);
    const themed =
      '<svg viewBox="0 0 400 300" fill="currentColor" font-size="15"><rect x="0.5" y="0.5" width="399" height="299" ' +
      'fill="none" stroke="var(--border)"/><rect width="80" height="40" fill="#15803d"/>' +
      '<text fill="#ffffff">Ativo</text></svg>';
    expect(diagramProblems(themed)).toEqual([]);
  });
});

describe('the help centre holds to its third edition goals', async () => {
  const pages = await readContent('**/*.md');

  it(`keeps each Bling/Omie page pair under ${maxSharedLines * 100} % shared lines`, async () => {
    const bling = await readContent('implantacao/integracao/bling/*.md');
    expect(bling.size).toBe(5);
    const over: string[] = [];
    for (const [file, text] of bling) {
      const pair = file.replace('/bling/', '/omie/');
      const other = pages.get(pair) ?? '';
      expect(other, pair).not.toBe('');
      for (const [a, b, name] of [
        [text, other, file],
        [other, text, pair],
      ] as const) {
        const share = sharedShare(a, b);
        if (share > maxSharedLines) over.push(`${name}: ${(share * 100).toFixed(1)} %`);
      }
    }
    expect(over).toEqual([]);
  });

  it(`links the glossary from at least ${minGlossaryLinks} pages`, () => {
    // Since the fourth edition each term has its own anchor (`<span id="…">` in the glossary's list).
    const terms = new Set(
      [...(pages.get(glossary.page) ?? '').matchAll(/<span id="([^"]+)"><\/span>/g)].map(([, id]) => id ?? ''),
    );
    expect(pagesLinkingGlossary(pages, terms).length).toBeGreaterThanOrEqual(minGlossaryLinks);
  });

  it('invites the reader to watch only on the video page', () => {
    expect(pagesSayingWatch(pages).filter((file) => file !== videoPage)).toEqual([]);
  });

  it('draws every diagram with no page background, inlined to follow the colour mode, legible at 375 px', async () => {
    const diagrams = await readContent('**/*.svg');
    expect(diagrams.size).toBeGreaterThan(0);
    const problems = [...diagrams].flatMap(([file, svg]) => diagramProblems(svg).map((p) => `${file}: ${p}`));
    expect(problems).toEqual([]);
    const embedded = [...pages.values()].flatMap((text) => [...text.matchAll(/\]\(([^)\s]+\.svg)(#inline)?\)/g)]);
    expect(embedded.length).toBe(diagrams.size);
    expect(embedded.filter(([, , inline]) => !inline).map(([, file]) => file)).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Doc } from '../../src/core/model.js';
import { repoRoot } from '../helpers/sites.js';

/** Every page links to at least this many other pages... */
const minLinkedPages = 3;
/** ...and the median page to at least this many. */
const medianLinkedPages = 6;
const maxDiagramGzipBytes = 8 * 1024;
/** Alt text that says nothing about what the picture shows. */
const genericAlt = /^(diagrama|imagem|figura|gráfico|ilustração|image|diagram|figure|svg)?\s*\d*$/;

type Page = Pick<Doc, 'source' | 'links'>;

/** Distinct other pages each page links to, by content path. */
function linkedPages(docs: readonly Page[]): Map<string, number> {
  return new Map(
    docs.map((doc) => {
      const targets = doc.links
        .filter((l) => l.kind === 'doc' && l.target !== doc.source.contentPath)
        .map((l) => l.target);
      return [doc.source.contentPath, new Set(targets).size] as const;
    }),
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The pages under the minimum, and the median, as the checks below report them. */
function linkGoal(docs: readonly Page[]) {
  const counts = linkedPages(docs);
  const under = [...counts].filter(([, n]) => n < minLinkedPages).map(([page, n]) => `${page}: ${n}`);
  return { under, median: median([...counts.values()]) };
}

/**
 * The SVG diagrams of a rendered page, in page order: `<img>` elements whose source is an SVG, and SVGs inlined with
 * `#inline` (their alt text is the `aria-label`).
 */
function svgImages(html: string): { src: string; alt: string }[] {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return [...html.matchAll(/<img\b[^>]*>|<svg\b[^>]*\bclass="inline-svg"[^>]*>/g)]
    .map(([tag]) =>
      tag.startsWith('<img')
        ? { src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '', alt: decode(/\salt="([^"]*)"/.exec(tag)?.[1] ?? '') }
        : { src: 'inline.svg', alt: decode(/\saria-label="([^"]*)"/.exec(tag)?.[1] ?? '') },
    )
    .filter((img) => /\.svg$/i.test(img.src));
}

describe('the link goal check', () => {
  const page = (name: string, targets: string[]): Page => ({
    source: { path: `content/${name}`, contentPath: name, text: '', hash: '' },
    links: targets.map((target) => ({
      written: target,
      kind: 'doc' as const,
      target,
      position: { line: 1, column: 1 },
    })),
  });

  it('counts distinct other pages only, and flags a page under the minimum', () => {
    const docs = [
      page('a.md', ['b.md', 'b.md', 'a.md', 'c.md']),
      page('b.md', ['a.md', 'c.md', 'd.md', 'e.md', 'f.md', 'g.md']),
      page('c.md', ['a.md', 'b.md', 'd.md', 'e.md', 'f.md', 'g.md', 'h.md']),
    ];
    expect(linkGoal(docs)).toEqual({ under: ['a.md: 2'], median: 6 });
  });
});

describe('the help centre content holds to its edition goals', async () => {
  const result = await build({ root: repoRoot, write: false });
  const docs = result.site.docs;

  it(`links every page to at least ${minLinkedPages} other pages, and the median page to ${medianLinkedPages}`, () => {
    expect(docs.length).toBe(95);
    const goal = linkGoal(docs);
    expect(goal.under, 'pages under the minimum').toEqual([]);
    expect(goal.median).toBeGreaterThanOrEqual(medianLinkedPages);
  });

  it('gives every SVG diagram a telling alt text, a <title> and at most 8 KB gzip', async () => {
    let diagrams = 0;
    for (const doc of docs) {
      const assets = doc.links.filter((l) => l.kind === 'asset' && /\.svg$/i.test(l.target));
      const images = svgImages(doc.html);
      expect(images.length, `${doc.source.contentPath}: SVG images vs. asset links`).toBe(assets.length);
      for (const [i, image] of images.entries()) {
        const where = `${doc.source.contentPath} → ${assets[i]!.target}`;
        const alt = image.alt
          .trim()
          .toLowerCase()
          .replace(/[.:;,!]+$/, '');
        expect(alt, `${where}: alt text`).not.toBe('');
        expect(genericAlt.test(alt), `${where}: generic alt text "${image.alt}"`).toBe(false);
        const svg = await readFile(path.join(repoRoot, 'content', assets[i]!.target));
        expect(/<title\b[^>]*>\s*[^<\s][^<]*<\/title>/.test(svg.toString('utf8')), `${where}: <title>`).toBe(true);
        expect(gzipSync(svg, { level: 9 }).length, `${where}: gzip bytes`).toBeLessThanOrEqual(maxDiagramGzipBytes);
        diagrams++;
      }
    }
    expect(diagrams).toBeGreaterThan(0);
  });
});

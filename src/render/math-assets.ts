// The files a page with math links: KaTeX's stylesheet with its fonts (written once, only when a
// page shows math) and the page's own layout rules (parse/markdown/math/rehype-math.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputFile } from '../core/model.js';
import { contentHash as hashOf } from '../core/page-css.js';

export interface KatexAssets {
  cssUrl: string;
  files: OutputFile[];
}

/**
 * katex.min.css under `<base>assets/`, each font under a content-hashed name, WOFF2 only (every
 * browser the site supports reads it, so the WOFF and TrueType copies would never be fetched).
 */
export function katexAssets(base: string): KatexAssets {
  const dist = path.dirname(createRequire(import.meta.url).resolve('katex'));
  const dir = `${base.replace(/^\//, '')}assets/`;
  const files: OutputFile[] = [];
  const css = readFileSync(path.join(dist, 'katex.min.css'), 'utf8').replace(/src:([^;}]+)/g, (_, sources: string) => {
    const woff2 = /url\(fonts\/([\w-]+)\.woff2\)/.exec(sources);
    if (!woff2) throw new Error(`KaTeX's stylesheet has a font without WOFF2: ${sources.slice(0, 80)}`);
    const bytes = readFileSync(path.join(dist, 'fonts', `${woff2[1]}.woff2`));
    const name = `${woff2[1]}.${hashOf(bytes)}.woff2`;
    files.push({ path: `${dir}fonts/${name}`, contents: bytes });
    return `src:url(fonts/${name}) format("woff2")`;
  });
  const name = `katex.${hashOf(css)}.css`;
  files.push({ path: `${dir}${name}`, contents: css });
  return { cssUrl: `${base}assets/${name}`, files };
}

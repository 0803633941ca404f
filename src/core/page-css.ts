// A stylesheet of a page's own (math layout, MDX or React-page styles, swizzled components' CSS),
// named by its content: pages with the same rules share the file.
import { createHash } from 'node:crypto';
import type { OutputFile } from './model.js';

/** Ten hex digits of the content's SHA-256: a file name that changes when its bytes do. */
export const contentHash = (contents: string | Uint8Array) =>
  createHash('sha256').update(contents).digest('hex').slice(0, 10);

export function pageCss(
  base: string,
  kind: 'math' | 'styles' | 'swizzled' | 'infima',
  css: string,
): { url: string; file: OutputFile } {
  const name = `${kind}.${contentHash(css)}.css`;
  return { url: `${base}assets/${name}`, file: { path: `${base.replace(/^\//, '')}assets/${name}`, contents: css } };
}

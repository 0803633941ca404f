import { HASHED_ASSETS_CACHE } from './nginx.js';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, a year of cache
 * for the hashed assets. Both hosts apply every rule whose path matches.
 */
export function formatHeadersFile(base: string, headers: HeaderList): string {
  const lines = [
    '# helpdocs: response headers for Netlify and Cloudflare Pages. Generated; do not edit.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    `${base}assets/*`,
    `  Cache-Control: ${HASHED_ASSETS_CACHE}`,
  ];
  return `${lines.join('\n')}\n`;
}

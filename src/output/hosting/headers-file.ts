import { HASHED_ASSETS_CACHE, type HeaderList } from './rules.js';

export type { HeaderList } from './rules.js';

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, a year of cache
 * for the hashed assets. Both hosts apply every rule whose path matches.
 */
export function formatHeadersFile(base: string, headers: HeaderList, localeBases: readonly string[] = []): string {
  const lines = [
    '# helpdocs: response headers for Netlify and Cloudflare Pages. Generated; do not edit.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ...[base, ...localeBases].flatMap((prefix) => [`${prefix}assets/*`, `  Cache-Control: ${HASHED_ASSETS_CACHE}`]),
  ];
  return `${lines.join('\n')}\n`;
}

export interface HeaderRule {
  /** A path pattern; `*` matches any run of characters, as on both hosts. */
  path: string;
  headers: Array<[name: string, value: string]>;
}

/** Reads a `_headers` file back (tests serve a built site the way those hosts would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every header the rules give `path`, later rules adding to (or replacing) earlier ones. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (pattern.test(path)) for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
  }
  return headers;
}

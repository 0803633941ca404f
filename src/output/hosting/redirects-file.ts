import type { RedirectRule } from './rules.js';

/**
 * `_redirects` for Netlify and Cloudflare Pages: `from to 301`, one per line. No `!` (Cloudflare
 * rejects it and always applies rules anyway) and no 404 rule (Cloudflare rejects that too; both
 * hosts find the nearest `404.html` by themselves).
 */
export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  const lines = [
    '# helpdocs: real redirects for Netlify and Cloudflare Pages. Generated; do not edit.',
    ...rules.map((rule) => `${encodeURI(rule.from)} ${encodeURI(rule.to)} 301`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Reads our own `_redirects` back (`serve` answers the same redirects a host would). */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || (status !== undefined && status !== '301')) continue;
    const key = safeDecode(from);
    if (key !== undefined && !rules.has(key)) rules.set(key, to);
  }
  return rules;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

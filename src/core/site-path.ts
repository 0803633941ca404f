import path from 'node:path';

/**
 * Why a path inside the site (a front-matter `slug`, a redirect's `from`) cannot be used, or
 * undefined when it can. Such paths become folders of `out/` and rules of hosts: a `..` would climb
 * out of `out/`, and a scheme, query or fragment makes a rule that no request can match.
 */
export function unsafeSitePath(sitePath: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(sitePath) || sitePath.startsWith('//'))
    return 'must be a path inside the site, not an address with a scheme or host';
  if (sitePath.includes('?')) return 'must not hold a query ("?")';
  if (sitePath.includes('#')) return 'must not hold a fragment ("#")';
  if (sitePath.includes('\\')) return 'must use "/" between segments, not "\\"';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
  if (/[\u0000-\u001f\u007f]/.test(sitePath)) return 'must not hold control characters';
  if (sitePath.split('/').some((segment) => segment === '..' || segment === '.'))
    return 'must not hold "." or ".." segments';
  return undefined;
}

/**
 * A path with its `.` and `..` segments resolved, never above the root, as Docusaurus resolves a slug
 * (`./hey/ho/../x` → `hey/x`, `../../x` → `x`); a leading or trailing `/` is kept.
 */
export function withoutDotSegments(sitePath: string): string {
  if (!sitePath.split('/').some((segment) => segment === '.' || segment === '..')) return sitePath;
  const resolved = path.posix.normalize(`/${sitePath}`);
  const kept = sitePath.startsWith('/') ? resolved : resolved.slice(1);
  return sitePath.endsWith('/') && !kept.endsWith('/') ? `${kept}/` : kept;
}

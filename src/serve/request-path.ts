export type RequestPath = { ok: true; path: string; query: string } | { ok: false };

/**
 * An absolute-form target (`http://host/manual/?q`, what proxies send) → its origin form
 * (`/manual/?q`): RFC 9112 §3.2.2 says a server must accept it, and nginx does.
 */
function originForm(target: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The request target → a decoded path that cannot leave the site folder, or a refusal (400).
 * Decoded exactly once, so `%252e%252e` stays a harmless name; `.`/`..` segments, backslashes and
 * NUL bytes are refused after decoding, so no encoding of them gets through; repeated slashes are
 * merged, as nginx does.
 */
export function parseRequestPath(requestTarget: string): RequestPath {
  const target = originForm(requestTarget);
  if (!target.startsWith('/')) return { ok: false };
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).replace(/#.*$/, '');
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false };
  }
  if (path.includes('\0') || path.includes('\\')) return { ok: false };
  path = path.replace(/\/{2,}/g, '/');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return { ok: false };
  return { ok: true, path, query: query === '?' ? '' : query };
}

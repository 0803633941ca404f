// Docusaurus's escape hatch `pathname:///files/a.pdf`: a plain link to a path of the host, which the
// site neither routes nor checks; the base is put in front of a path that does not start with it.
const PATHNAME = /^pathname:\/\//i;

export const isPathnameLink = (url: string): boolean => PATHNAME.test(url);

/** `pathname:///files/a.pdf` under base `/docs/` → `/docs/files/a.pdf`; a relative path is kept as written. */
export function pathnameHref(url: string, base: string): string {
  const path = url.replace(PATHNAME, '');
  if (!path.startsWith('/') || path.startsWith(base) || `${path}/` === base) return path;
  return `${base}${path.slice(1)}`;
}

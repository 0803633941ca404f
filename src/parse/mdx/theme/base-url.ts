// Docusaurus's useBaseUrl rule: a URL of the site gets the base once (`/img/a.png` and `img/a.png` →
// `/docs/img/a.png`; `/docs/x`, already under the base `/docs/`, is left as it is), an address with a
// protocol or an anchor is left as it is; `absolute` adds the site's origin.
import { isExternalUrl } from '../../../core/external-url.js';
import { isPathnameLink, pathnameHref } from '../../../core/pathname-protocol.js';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function addBaseUrl(site: { base: string; url: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || isExternalUrl(url)) return url;
  if (options.forcePrependBaseUrl) return `${site.base}${url.replace(/^\//, '')}`;
  if (url === site.base.replace(/\/$/, '')) return site.base;
  const path = url.startsWith(site.base) ? url : `${site.base}${url.replace(/^\//, '')}`;
  return options.absolute ? `${site.url.replace(/\/$/, '')}${path}` : path;
}

/**
 * Docusaurus's <Link to>: only a path from `/` gets the base; a relative one is the browser's to read; the
 * escape hatch `pathname:///x` is the path `/x` under the base.
 */
export function linkHref(site: { base: string; url: string }, to: string): string {
  if (isPathnameLink(to)) return pathnameHref(to, site.base);
  return to.startsWith('/') && !to.startsWith('//') ? addBaseUrl(site, to) : to;
}

/** Link's isInternalUrl: an address with a scheme (`pathname://` too) or from `//` opens in a new tab. */
export const opensNewTab = (to: string): boolean => /^(?:\w*:|\/\/)/.test(to);

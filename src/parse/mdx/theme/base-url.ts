// Docusaurus's useBaseUrl rule: a URL of the site gets the base once (`/img/a.png` and `img/a.png` →
// `/docs/img/a.png`; `/docs/x`, already under the base `/docs/`, is left as it is), an address with a
// protocol or an anchor is left as it is; `absolute` adds the site's origin.
import { isExternalUrl } from '../../../core/external-url.js';

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

/** Docusaurus's <Link to>: only a path from `/` gets the base; a relative one is the browser's to read. */
export const linkHref = (site: { base: string; url: string }, to: string): string =>
  to.startsWith('/') && !to.startsWith('//') ? addBaseUrl(site, to) : to;

// Which clicks and links a page change may take over; everything else is left to the browser.

/** A left click without modifier keys that nothing else has handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export interface LinkLike {
  /** The resolved address (HTMLAnchorElement.href). */
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** A path whose last segment names a file (image, sitemap, PDF): not a page, even under the base. */
const FILE = /\.(?!html$)[^/.]+$/;

/**
 * The address of another page of this site that `link` leads to, or undefined when the browser
 * should follow it itself: another origin or base path, a new tab or window, a download, a file,
 * a page in another language (`hreflang`: its navbar and strings differ), or this very page (a
 * hash link, or a click that reloads).
 */
export function pageUrl(link: LinkLike, base: string, here: string): URL | undefined {
  if (
    !link.href ||
    link.hasAttribute('download') ||
    link.hasAttribute('hreflang') ||
    (link.target !== '' && link.target !== '_self')
  )
    return undefined;
  const url = new URL(link.href);
  const current = new URL(here);
  if (url.origin !== current.origin || !url.pathname.startsWith(base) || FILE.test(url.pathname)) return undefined;
  if (url.pathname === current.pathname && url.search === current.search) return undefined;
  return url;
}

/** The link an event happened on, if any. */
export function linkOf(event: Event): HTMLAnchorElement | undefined {
  const target = event.target;
  return (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null) ?? undefined;
}

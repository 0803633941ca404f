// Puts a fetched page in place of the shown one: title, head metadata, and the whole body except
// the elements the router keeps across pages (live region, loading bar). The islands and
// behaviours are restarted by the caller (PageHost.replacePage).

import { KEEP } from './keep.js';

export { KEEP };

const META = 'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"]';
/** The site's own stylesheet and scripts (paths from the base; a tag manager adds others at run time). */
const ASSETS = 'script[data-start], link[rel="stylesheet"][href^="/"]';

function assetsOf(doc: Document): string {
  return [...doc.head.querySelectorAll(ASSETS)]
    .map((element) => element.getAttribute('data-start') ?? element.getAttribute('href'))
    .join(' ');
}

/**
 * The fetched page as a document, or an error when it cannot be swapped in: not a page of this
 * site (no layout, no title), or built with other assets (a deploy since this page loaded), which
 * a full load handles correctly.
 */
export function parsePage(html: string): Document {
  const next = new DOMParser().parseFromString(html, 'text/html');
  if (!next.querySelector('head > title') || !next.querySelector('body > .page'))
    throw new Error('Not a page of this site');
  if (assetsOf(next) !== assetsOf(document)) throw new Error('The site was deployed again: other assets');
  return next;
}

function sidebarOf(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('.doc-sidebar');
}

/** The sidebar keeps its scroll position between pages of the same sidebar, with the current page in view. */
function keepSidebarInView(top: number | undefined, sameSidebar: boolean): void {
  const sidebar = sidebarOf(document);
  if (!sidebar) return;
  if (top !== undefined && sameSidebar) sidebar.scrollTop = top;
  const current = sidebar.querySelector('[aria-current="page"]');
  if (!current) return;
  const box = sidebar.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  if (item.top < box.top || item.bottom > box.bottom) sidebar.scrollTop += item.top - box.top - box.height / 3;
}

const firstSidebarLink = (doc: Document) => doc.querySelector('.doc-sidebar a')?.getAttribute('href');

export function swapPage(next: Document): void {
  document.title = next.title;
  document.documentElement.lang = next.documentElement.lang;
  for (const element of document.head.querySelectorAll(META)) element.remove();
  document.head
    .querySelector('title')
    ?.after(...[...next.head.querySelectorAll(META)].map((element) => document.adoptNode(element)));

  const sidebarTop = sidebarOf(document)?.scrollTop;
  const sameSidebar = firstSidebarLink(document) === firstSidebarLink(next);
  for (const child of [...document.body.childNodes]) {
    if (!(child instanceof Element && child.hasAttribute(KEEP))) child.remove();
  }
  // Scripts parsed by DOMParser never run, so the page's inline ones stay inert.
  document.body.prepend(...[...next.body.childNodes].map((node) => document.adoptNode(node)));
  keepSidebarInView(sidebarTop, sameSidebar);
}

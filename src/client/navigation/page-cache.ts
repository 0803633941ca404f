// Every page fetched for a page change, prefetched or not, kept for the life of the document: the
// prefetcher (in the entry) and the router (loaded later) share it, so no page is fetched twice,
// and back/forward show a page already seen without the network.

export interface FetchedPage {
  /** Where the response came from, after any redirect. */
  url: string;
  html: string;
}

const pages = new Map<string, Promise<FetchedPage>>();

/** The hash names a place in a page, not another page. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}

async function load(key: string, priority: RequestPriority): Promise<FetchedPage> {
  const response = await fetch(key, { credentials: 'same-origin', priority, headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`${key}: not an HTML page`);
  return { url: response.url, html: await response.text() };
}

/**
 * The page at `url`, fetched at most once. A failure is kept too: the click that follows then
 * hands the address to the browser rather than trying again.
 */
export function fetchPage(url: URL, priority: RequestPriority = 'high'): Promise<FetchedPage> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = load(key, priority);
    page.catch(() => {});
    pages.set(key, page);
  }
  return page;
}

export function isFetched(url: URL): boolean {
  return pages.has(pageKey(url));
}

// What the SEO and CSP gates read from a page, parsed by Chromium's own HTML parser (DOMParser:
// nothing runs, nothing is fetched).
import type { Browser } from 'playwright-core';

export interface PageFacts {
  lang: string | null;
  titles: string[];
  charset: string | null;
  viewport: string | null;
  description: string | null;
  keywords: string | null;
  robots: string | null;
  canonicals: string[];
  refresh: string | null;
  /** `og:*` and `twitter:*` metas by name. */
  social: Record<string, string>;
  /** Text of every inline script the browser would run (classic or module). */
  inlineScripts: string[];
  inlineStyles: string[];
  /** `style` attributes, which a CSP without 'unsafe-inline' blocks. */
  styleAttributes: number;
  /** href of every link in the body. */
  bodyLinks: string[];
}

function extract(html: string): PageFacts {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  const social: Record<string, string> = {};
  for (const element of doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    social[element.getAttribute('property') ?? element.getAttribute('name') ?? ''] =
      element.getAttribute('content') ?? '';
  }
  const runnable = [...doc.querySelectorAll('script:not([src])')].filter((s) =>
    ['', 'text/javascript', 'module'].includes((s.getAttribute('type') ?? '').toLowerCase()),
  );
  return {
    lang: doc.documentElement.getAttribute('lang'),
    // The document's title; an inlined SVG's own <title> is its accessible name, not the page's.
    titles: [...doc.querySelectorAll('head > title')].map((t) => t.textContent ?? ''),
    charset: doc.querySelector('meta[charset]')?.getAttribute('charset') ?? null,
    viewport: meta('name="viewport"'),
    description: meta('name="description"'),
    keywords: meta('name="keywords"'),
    robots: meta('name="robots"'),
    canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    refresh: meta('http-equiv="refresh"'),
    social,
    inlineScripts: runnable.map((s) => s.textContent ?? ''),
    inlineStyles: [...doc.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    styleAttributes: doc.querySelectorAll('[style]').length,
    bodyLinks: [...doc.body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
  };
}

/** Facts of every page, read in one blank tab. */
export async function readPageFacts(
  browser: Browser,
  pages: ReadonlyMap<string, string>,
): Promise<Map<string, PageFacts>> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const facts = new Map<string, PageFacts>();
  try {
    for (const [file, html] of pages) facts.set(file, await tab.evaluate(extract, html));
  } finally {
    await context.close();
  }
  return facts;
}

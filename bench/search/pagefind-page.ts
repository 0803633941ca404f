// Results pages for Pagefind, written into a built site for the benchmark only: like /manual/busca/?q=…,
// each searches for ?q= and shows the first ten results as their data arrives. One is a bare page;
// the other is the site's own search page with Pagefind in place of helpdocs's search, so both engines
// pay for the same HTML, stylesheet and site scripts, as a site that used Pagefind would.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PAGEFIND_PAGE = 'pagefind-busca/';
export const PAGEFIND_SITE_PAGE = 'pagefind-busca-site/';

const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pagefind</title></head>
<body><ol id="hits"></ol><script type="module" src="run.js"></script></body></html>`;

const script = `const q = new URLSearchParams(location.search).get('q') ?? '';
const list = document.getElementById('hits');
const pagefind = await import('../pagefind/pagefind.js');
// It indexed out/manual/, so its URLs are below the base path.
await pagefind.options({ baseUrl: '/manual/' });
await pagefind.init();
const search = await pagefind.search(q);
const shown = search.results.slice(0, 10);
const items = shown.map(() => list.appendChild(document.createElement('li')));
items.forEach((li) => (li.hidden = true));
await Promise.all(shown.map(async (result, i) => {
  const data = await result.data();
  const link = document.createElement('a');
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  items[i].append(link);
  items[i].hidden = false;
}));
document.body.dataset.done = String(search.results.length);
`;

/** Writes the page under `siteDir` (the base path's folder); returns its route below the base. */
export async function writePagefindPage(siteDir: string): Promise<string> {
  await mkdir(path.join(siteDir, PAGEFIND_PAGE), { recursive: true });
  await writeFile(path.join(siteDir, PAGEFIND_PAGE, 'index.html'), html);
  await writeFile(path.join(siteDir, PAGEFIND_PAGE, 'run.js'), script);
  return PAGEFIND_PAGE;
}

/**
 * Our built search page (`searchPage` below `siteDir`) turned into Pagefind's: helpdocs's search
 * script, its preloads and its island left out (the navbar's widgets stay), the results list where
 * ours would show, and the CSP opened to WebAssembly, which Pagefind needs. Throws when the page does
 * not have what it changes, so a changed template cannot make the comparison quietly wrong.
 */
export async function writePagefindSitePage(siteDir: string, searchPage = 'busca/'): Promise<string> {
  let html = await readFile(path.join(siteDir, searchPage, 'index.html'), 'utf8');
  const edits: Array<[RegExp, string]> = [
    // The search page's code and manifest; the entry loads the site widgets' own chunks itself.
    [/<link rel="modulepreload"[^>]*>/g, ''],
    [/<link rel="preload" href="[^"]*search-manifest[^"]*"[^>]*>/g, ''],
    [/<script type="module" async="" src="[^"]*search-page[^"]*"><\/script>/g, ''],
    [/ data-island="search-page"/g, ''],
    [/<div class="search-early"><\/div>/g, '<ol id="hits" class="search-page-hits"></ol>'],
    [/script-src &#x27;self&#x27;/g, 'script-src &#x27;self&#x27; &#x27;wasm-unsafe-eval&#x27;'],
    [/<\/body>/g, `<script type="module" src="/manual/${PAGEFIND_SITE_PAGE}run.js"></script></body>`],
  ];
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(html)) throw new Error(`${searchPage}index.html has no ${pattern.source}`);
    html = html.replace(pattern, replacement);
  }
  await mkdir(path.join(siteDir, PAGEFIND_SITE_PAGE), { recursive: true });
  await writeFile(path.join(siteDir, PAGEFIND_SITE_PAGE, 'index.html'), html);
  await writeFile(path.join(siteDir, PAGEFIND_SITE_PAGE, 'run.js'), script);
  return PAGEFIND_SITE_PAGE;
}

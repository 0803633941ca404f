// A results page for Pagefind, written into a built site for the benchmark only: like
// /manual/busca/?q=…, it searches for ?q= and shows the first ten results as their data arrives.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PAGEFIND_PAGE = 'pagefind-busca/';

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

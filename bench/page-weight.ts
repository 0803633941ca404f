// Bytes a reader downloads for one page, read from the built files (no browser): the HTML, its
// stylesheets, and the JavaScript it loads before interaction — `<script src>`, `<link rel=modulepreload>`,
// `<link rel=preload as=script>` and, for ES modules, their static imports, followed transitively.
// `<link rel=prefetch>` is counted apart. Gzip uses zlib's default level (6), like most servers.
//   npx tsx bench/page-weight.ts --out out --base /manual/ --page out/manual/usuario/inicio/intro/index.html
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { assetReferences, staticImports, type AssetKind } from './page-weight/references.js';

export interface Bytes {
  readonly raw: number;
  readonly gzip: number;
}

export interface AssetWeight extends Bytes {
  readonly url: string;
  readonly file: string;
  readonly kind: AssetKind | 'import';
}

export interface PageWeight {
  readonly page: string;
  readonly html: Bytes;
  readonly css: Bytes;
  /** JavaScript loaded before the reader interacts. */
  readonly js: Bytes;
  /** JavaScript the page asks the browser to prefetch for later navigations. */
  readonly prefetchedJs: Bytes;
  readonly assets: readonly AssetWeight[];
  /** References that did not resolve to a file (external or missing). */
  readonly unresolved: readonly string[];
}

/** Where URL space meets the disk: the URL path `base` is served from `dir`. */
export interface SiteRoot {
  readonly dir: string;
  readonly base: string;
}

export function bytesOf(content: Buffer): Bytes {
  return { raw: content.length, gzip: gzipSync(content).length };
}

export function sumBytes(items: readonly Bytes[]): Bytes {
  return items.reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip }), { raw: 0, gzip: 0 });
}

/** URL path of the page a file is served at (for resolving relative references). */
function pageUrlOf(root: SiteRoot, pageFile: string): string {
  const relative = path.relative(root.dir, pageFile).split(path.sep).join('/');
  return `${root.base}${relative}`;
}

/** A same-site URL to its file, or undefined for other origins and paths outside the base. */
export function fileForUrl(root: SiteRoot, url: string, fromUrl: string): string | undefined {
  const resolved = new URL(url, `http://site.invalid${fromUrl}`);
  if (resolved.origin !== 'http://site.invalid' || !resolved.pathname.startsWith(root.base)) return undefined;
  return path.join(root.dir, decodeURIComponent(resolved.pathname.slice(root.base.length)));
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export async function measurePageWeight(root: SiteRoot, pageFile: string): Promise<PageWeight> {
  const html = await readFile(pageFile);
  const pageUrl = pageUrlOf(root, pageFile);
  const assets = new Map<string, AssetWeight>();
  const unresolved: string[] = [];
  const queue: { url: string; kind: AssetWeight['kind']; from: string }[] = assetReferences(html.toString('utf8')).map(
    (ref) => ({ ...ref, from: pageUrl }),
  );

  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const file = fileForUrl(root, next.url, next.from);
    const content = file === undefined ? undefined : await readIfExists(file);
    if (file === undefined || content === undefined) {
      unresolved.push(next.url);
      continue;
    }
    const url = pageUrlOf(root, file);
    const known = assets.get(url);
    // A module both prefetched and imported at startup counts as startup.
    if (known !== undefined && !(known.kind === 'prefetch' && next.kind !== 'prefetch')) continue;
    assets.set(url, { url, file, kind: next.kind, ...bytesOf(content) });
    if (next.kind === 'module' || next.kind === 'modulepreload' || next.kind === 'import') {
      for (const imported of staticImports(content.toString('utf8')))
        queue.push({ url: imported, kind: 'import', from: url });
    }
  }

  const all = [...assets.values()];
  const isJs = (asset: AssetWeight): boolean => asset.file.endsWith('.js') || asset.file.endsWith('.mjs');
  return {
    page: pageUrl,
    html: bytesOf(html),
    css: sumBytes(all.filter((asset) => asset.kind === 'stylesheet')),
    js: sumBytes(all.filter((asset) => asset.kind !== 'stylesheet' && asset.kind !== 'prefetch' && isJs(asset))),
    prefetchedJs: sumBytes(all.filter((asset) => asset.kind === 'prefetch' && isJs(asset))),
    assets: all,
    unresolved,
  };
}

export function formatKb(bytes: Bytes): string {
  return `${(bytes.gzip / 1000).toFixed(1)} KB gzip (${(bytes.raw / 1000).toFixed(1)} KB raw)`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, base: { type: 'string', default: '/' }, page: { type: 'string' } },
    strict: true,
  });
  if (values.out === undefined || values.page === undefined)
    throw new Error('Usage: page-weight.ts --out <dir> [--base /manual/] --page <html file>');
  const weight = await measurePageWeight(
    { dir: path.resolve(values.out), base: values.base },
    path.resolve(values.page),
  );
  console.log(JSON.stringify(weight, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

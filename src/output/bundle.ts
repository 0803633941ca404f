import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lunrForQueriesPlugin } from '../search/lunr-for-queries.js';
import { minifyScripts } from './minify-scripts.js';
import { sidebarScript, writePrebuiltSidebarScript } from './sidebar-script.js';
import type { BuildFile } from '../core/model.js';
import { packageRoot } from '../core/package-root.js';

// Resolved from the package root, so the same lines work from src/ (tests, tsx) and from dist/ (the CLI).
const CLIENT_ENTRY = path.join(packageRoot(), 'src/client/entry.ts');
const STYLES_ENTRY = path.join(packageRoot(), 'templates/styles/index.css');
/** The search page's own script: it runs the query of `?q=` before the entry and React arrive. */
const SEARCH_PAGE_ENTRY = path.join(packageRoot(), 'src/client/search/page-start.ts');
/** Written by `npm run prepare` beside the compiled CLI (dist/client/); absent beside src/output/. */
const PREBUILT = fileURLToPath(new URL('./client/', import.meta.url));
const MANIFEST = 'manifest.json';

const BROWSERS = ['chrome111', 'edge111', 'firefox113', 'safari16.4'];

/** The browser assets of every page: file names carry content hashes. */
export interface ClientBundle {
  /**
   * Each file's name (it carries its content's hash) and its bytes, read only when asked (prebuilt files are on disk).
   */
  files: Array<{ name: string; read: () => Uint8Array }>;
  /** File name of the entry script and of the stylesheet. */
  entry: string;
  css: string;
  /** Chunks the entry imports statically: fetched beside it rather than after it. */
  preload: string[];
  /** The search page's script, and every chunk its first query needs (the engine's too). */
  searchPage: string;
  searchPreload: string[];
  /**
   * Per search language (src/search/languages.ts), the chunks of its pipeline: loaded after the manifest names it, so
   * preloaded.
   */
  searchLanguages: Record<string, string[]>;
}

export interface BundledAssets {
  files: BuildFile[];
  cssUrl: string;
  scriptUrls: string[];
  /** On the search page only: its script and the chunks to preload beside it, with those of each search language. */
  searchPage: { script: string; preload: string[]; languages: Record<string, string[]> };
  /** Pages with a large sidebar only (src/render/sidebar-data.ts): its script, written only then. */
  sidebarScript: { url: string; file: BuildFile };
}

/** The search page's script and preloads for a site searched in `language` (only that language's chunks). */
export function searchPageAssets(
  assets: BundledAssets['searchPage'],
  language: string,
): { script: string; preload: string[] } {
  return { script: assets.script, preload: [...new Set([...assets.preload, ...(assets.languages[language] ?? [])])] };
}

/**
 * One esbuild run: the client entry (ESM, code splitting, each widget a lazily imported chunk,
 * production React) and the stylesheet. About half a second, so the CLI does it once at install
 * time (`writePrebuiltClient`) and a site build only copies the files.
 */
export async function bundleClient(): Promise<ClientBundle> {
  // esbuild (a native binary and its service) loads only when the client is bundled, never for a copy of it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { entry: CLIENT_ENTRY, style: STYLES_ENTRY, 'search-page': SEARCH_PAGE_ENTRY },
    outdir: '/bundle',
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSERS,
    minify: true,
    jsx: 'automatic',
    entryNames: '[name].[hash]',
    chunkNames: '[name].[hash]',
    assetNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    plugins: [lunrForQueriesPlugin],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const nameOf = (source: string) => {
    const found = outputs.find(([, meta]) => meta.entryPoint !== undefined && path.resolve(meta.entryPoint) === source);
    if (!found) throw new Error(`esbuild produced no output for ${source}`);
    return path.basename(found[0]);
  };
  const entry = nameOf(CLIENT_ENTRY);
  const entryMeta = outputs.find(([file]) => path.basename(file) === entry)?.[1];
  const preload = (entryMeta?.imports ?? [])
    .filter((i) => i.kind === 'import-statement')
    .map((i) => path.basename(i.path));
  const searchPage = nameOf(SEARCH_PAGE_ENTRY);
  return {
    files: (
      await minifyScripts(
        result.outputFiles
          .filter((file) => !file.path.endsWith('.map'))
          .map((file) => ({ name: path.basename(file.path), contents: file.contents })),
      )
    ).map(({ name, contents }) => ({ name, read: () => contents })),
    entry,
    css: nameOf(STYLES_ENTRY),
    preload,
    searchPage,
    searchPreload: firstQueryChunks(outputs, searchPage),
    searchLanguages: languageChunks(outputs),
  };
}

const LUNR_LANGUAGE = /lunr-languages[\\/]lunr\.(\w+)\.js$/;
const STEMMER_SUPPORT = /lunr-languages[\\/]lunr\.stemmer\.support\.js$/;
const ENGLISH_PIPELINE = path.join(packageRoot(), 'src/search/english.ts');

/**
 * Each search language's chunks (see src/search/load-language.ts): lunr-languages' stemmer support and
 * the language's own file, or the English pipeline; with the chunks each imports statically.
 */
function languageChunks(outputs: Outputs): Record<string, string[]> {
  const withImports = (name: string): string[] => [
    name,
    ...(outputs.find(([file]) => path.basename(file) === name)?.[1].imports ?? [])
      .filter((i) => i.kind === 'import-statement')
      .map((i) => path.basename(i.path)),
  ];
  const chunkOf = new Map<string, string>();
  for (const [file, meta] of outputs) {
    if (!meta.entryPoint || !file.endsWith('.js')) continue;
    const code = STEMMER_SUPPORT.test(meta.entryPoint) ? 'stemmer' : LUNR_LANGUAGE.exec(meta.entryPoint)?.[1];
    if (code) chunkOf.set(code, path.basename(file));
    else if (path.resolve(meta.entryPoint) === ENGLISH_PIPELINE) chunkOf.set('english', path.basename(file));
  }
  const support = chunkOf.get('stemmer');
  const languages: Record<string, string[]> = {};
  for (const [code, chunk] of chunkOf) {
    if (code === 'stemmer') continue;
    const chunks =
      code === 'english' || !support ? withImports(chunk) : [...withImports(support), ...withImports(chunk)];
    languages[code === 'english' ? 'en' : code] = [...new Set(chunks)];
  }
  return languages;
}

type Outputs = Array<[string, { imports: Array<{ path: string; kind: string }>; entryPoint?: string }]>;

/**
 * The chunks `start` imports statically, then those it imports on demand (the engine) with theirs:
 * all of them are needed before a first result, so the page names them all and none waits for another.
 */
function firstQueryChunks(outputs: Outputs, start: string): string[] {
  const importsOf = (name: string) => outputs.find(([file]) => path.basename(file) === name)?.[1].imports ?? [];
  const found = new Set<string>([start]);
  const visit = (name: string, kinds: readonly string[]) => {
    for (const i of importsOf(name)) {
      const chunk = path.basename(i.path);
      if (!kinds.includes(i.kind) || found.has(chunk)) continue;
      found.add(chunk);
      visit(chunk, ['import-statement']);
    }
  };
  visit(start, ['import-statement']);
  for (const name of [...found]) visit(name, ['dynamic-import']);
  found.delete(start);
  return [...found];
}

/** `npm run prepare`: the client bundle, built once beside the compiled CLI. */
export async function writePrebuiltClient(dir: string = PREBUILT): Promise<ClientBundle> {
  const bundle = await bundleClient();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await Promise.all(bundle.files.map((file) => writeFile(path.join(dir, file.name), file.read())));
  await writeFile(
    path.join(dir, MANIFEST),
    JSON.stringify({
      entry: bundle.entry,
      css: bundle.css,
      preload: bundle.preload,
      searchPage: bundle.searchPage,
      searchPreload: bundle.searchPreload,
      searchLanguages: bundle.searchLanguages,
      files: bundle.files.map((f) => f.name),
    }),
  );
  await writePrebuiltSidebarScript(BROWSERS);
  return bundle;
}

async function readPrebuiltClient(dir: string): Promise<ClientBundle> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Omit<ClientBundle, 'files'> & {
    files: string[];
  };
  // Read when written: a build whose out/ already holds a file (its name carries its hash) never reads it.
  const files = manifest.files.map((name) => ({
    name,
    read: () => new Uint8Array(readFileSync(path.join(dir, name))),
  }));
  return {
    files,
    entry: manifest.entry,
    css: manifest.css,
    preload: manifest.preload,
    searchPage: manifest.searchPage,
    searchPreload: manifest.searchPreload,
    searchLanguages: manifest.searchLanguages,
  };
}

let live: Promise<ClientBundle> | undefined;

/** Prebuilt files when running the compiled CLI; otherwise bundled from source, once per process. */
export function loadClient(): Promise<ClientBundle> {
  if (existsSync(path.join(PREBUILT, MANIFEST))) return readPrebuiltClient(PREBUILT);
  live ??= bundleClient();
  return live;
}

/** The client bundle placed under `<base>assets/`. */
export async function bundleAssets(base: string): Promise<BundledAssets> {
  const [client, sidebar] = await Promise.all([loadClient(), sidebarScript(BROWSERS)]);
  const dir = `${base.replace(/^\//, '')}assets/`;
  return {
    sidebarScript: {
      url: `/${dir}${sidebar.name}`,
      file: { path: `${dir}${sidebar.name}`, key: `${dir}${sidebar.name}`, make: () => sidebar.contents },
    },
    // Every name carries its content's hash (esbuild's [hash]): the name is the key.
    files: client.files.map(
      (file): BuildFile => ({ path: `${dir}${file.name}`, key: `${dir}${file.name}`, make: file.read }),
    ),
    cssUrl: `/${dir}${client.css}`,
    // The entry's static imports as module scripts too: same module instances, fetched in parallel.
    scriptUrls: [client.entry, ...client.preload].map((name) => `/${dir}${name}`),
    searchPage: {
      script: `/${dir}${client.searchPage}`,
      preload: client.searchPreload.map((name) => `/${dir}${name}`),
      languages: Object.fromEntries(
        Object.entries(client.searchLanguages).map(([code, names]) => [code, names.map((name) => `/${dir}${name}`)]),
      ),
    },
  };
}

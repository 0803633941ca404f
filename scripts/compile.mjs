// Compiles the CLI (TypeScript + TSX templates) into dist/ with esbuild; runs on `npm ci` (prepare).
// Then builds the browser bundle once into dist/client/, so a site build only copies it.
// `--types` (prepack) also writes the declarations of `helpdocs` and `helpdocs/theme` into dist/types/.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { legacyServerRenderer } from './legacy-server-renderer.mjs';

// `npm pack` runs prepack and then prepare: prepack has just built everything, types included.
if (
  process.env.npm_lifecycle_event === 'prepare' &&
  ['pack', 'publish'].includes(process.env.npm_command ?? '') &&
  existsSync('dist/types')
)
  process.exit(0);

/**
 * unist-util-visit-parents names its visitor after every node it visits (`Object.defineProperty`
 * with a coloured string, for stack traces): measured as 9% of a parse worker's time. The bundle
 * leaves that out; nothing reads the name. Fails loudly if a new version no longer matches.
 */
const unnamedVisitors = {
  name: 'unnamed-visitors',
  setup(esbuild) {
    esbuild.onLoad({ filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const naming =
        /if \(typeof value\.type === 'string'\) \{[\s\S]*?Object\.defineProperty\(visit, 'name', \{[\s\S]*?\}\)\s*\}/;
      if (!naming.test(source))
        throw new Error(`scripts/compile.mjs: the visitor naming in ${path} changed; update unnamedVisitors`);
      return { contents: source.replace(naming, ''), loader: 'js' };
    });
  },
};

/**
 * zod's classic API re-exports every one of its ~60 message locales (`z.locales`), half of zod's
 * code, compiled at every start. helpdocs reads only the English messages zod sets by default
 * (schemas.js imports en.js itself), so the namespace keeps English alone. Fails loudly if a new
 * version moves the file.
 */
const englishZodLocale = {
  name: 'english-zod-locale',
  setup(esbuild) {
    esbuild.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, ({ path: file }) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('export { default as en } from "./en.js";'))
        throw new Error(`scripts/compile.mjs: ${file} changed; update englishZodLocale`);
      return { contents: 'export { default as en } from "./en.js";\n', loader: 'js' };
    });
  },
};

/**
 * The module at `file` with each [from, to] replaced once, or the build fails naming `plugin`: a new version of the
 * dependency that no longer matches must be looked at, not bundled unchanged.
 */
function replacedOnce(plugin, file, ...replacements) {
  let source = readFileSync(file, 'utf8');
  for (const [from, to] of replacements) {
    if (!source.includes(from)) throw new Error(`scripts/compile.mjs: ${file} changed; update ${plugin}`);
    source = source.replace(from, to);
  }
  return { contents: source, loader: 'js' };
}

/**
 * property-information builds its SVG schema (about 500 attributes, each an object made one property at a
 * time) when it is imported: ~5 ms of every start, mostly of runs that write no inline SVG (the one-doc
 * rebuild of a page of text). The bundle builds it on first use: `svg` is then an object with the schema's
 * three fields, read through getters; every user reads them only when it meets an `<svg>`. Fails loudly if
 * a new version changes either file.
 */
const lazySvgSchema = {
  name: 'lazy-svg-schema',
  setup(esbuild) {
    const changed = (file, ...replacements) => replacedOnce('lazySvgSchema', file, ...replacements);
    esbuild.onLoad({ filter: /property-information[\\/]lib[\\/]svg\.js$/ }, ({ path: file }) =>
      changed(file, ['export const svg = create({', 'export const createSvg = () => create({']),
    );
    esbuild.onLoad({ filter: /property-information[\\/]index\.js$/ }, ({ path: file }) =>
      changed(
        file,
        ["import {svg as svgBase} from './lib/svg.js'", "import {createSvg} from './lib/svg.js'"],
        [
          "export const svg = merge([aria, svgBase, xlink, xmlns, xml], 'svg')",
          'let svgSchema\n' +
            "const svgBuilt = () => (svgSchema ??= merge([aria, createSvg(), xlink, xmlns, xml], 'svg'))\n" +
            'export const svg = { get property() { return svgBuilt().property }, ' +
            "get normal() { return svgBuilt().normal }, space: 'svg' }",
        ],
      ),
    );
  },
};

/**
 * commander requires child_process when it loads, for subcommands run as executables, which helpdocs has none
 * of: with the streams it pulls in, ~2 ms of every start. The bundle requires it at the first spawn instead.
 * Fails loudly if a new version no longer matches.
 */
const lazyCommanderSpawn = {
  name: 'lazy-commander-spawn',
  setup(esbuild) {
    esbuild.onLoad({ filter: /commander[\\/]lib[\\/]command\.js$/ }, ({ path: file }) =>
      replacedOnce('lazyCommanderSpawn', file, [
        "const childProcess = require('node:child_process');",
        "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
      ]),
    );
  },
};

/**
 * markdown-it's `entities` (8.x) unpacks its HTML entity trie when loaded: ~3 ms of every start that parses a doc,
 * though only a text with a `&` reads it. The bundle unpacks it at the first such read. Fails loudly if a new
 * version changes either file.
 */
const lazyEntityTrie = {
  name: 'lazy-entity-trie',
  setup(esbuild) {
    const changed = (file, ...replacements) => replacedOnce('lazyEntityTrie', file, ...replacements);
    const entities = /markdown-it[\\/]node_modules[\\/]entities[\\/]dist[\\/]/.source;
    esbuild.onLoad({ filter: new RegExp(`${entities}generated[\\\\/]decode-data-html\\.js$`) }, ({ path: file }) => {
      const lazy = changed(file, [
        'export const htmlDecodeTree = /* #__PURE__ */ decodeTrieDict(',
        'const unpackHtmlDecodeTree = () => decodeTrieDict(',
      ]);
      lazy.contents +=
        '\nlet unpacked;\nexport const htmlDecodeTreeOnce = () => (unpacked ??= unpackHtmlDecodeTree());\n' +
        'export const htmlDecodeTree = /* #__PURE__ */ htmlDecodeTreeOnce();\n';
      return lazy;
    });
    esbuild.onLoad({ filter: new RegExp(`${entities}decode\\.js$`) }, ({ path: file }) =>
      changed(
        file,
        ['const decodeTree = htmlDecodeTree;', 'const decodeTree = htmlDecodeTreeOnce();'],
        [
          'import { htmlDecodeTree } from "./generated/decode-data-html.js";',
          'import { htmlDecodeTree, htmlDecodeTreeOnce } from "./generated/decode-data-html.js";',
        ],
      ),
    );
  },
};

/**
 * patches/ makes micromark-util-edit-map keep the unchanged start of the event list in place, so a
 * large page parses in linear time (micromark/micromark#246); `prepare` applies it before this build.
 * Fails loudly if the bundle would carry the file unpatched (e.g. after `npm ci --ignore-scripts`).
 */
const patchedEditMap = {
  name: 'patched-edit-map',
  setup(esbuild) {
    esbuild.onLoad({ filter: /micromark-util-edit-map[\\/]index\.js$/ }, ({ path: file }) => {
      if (readFileSync(file, 'utf8').includes('vecs.push(events.slice())'))
        throw new Error(`scripts/compile.mjs: ${file} is not patched; run \`npx patch-package\``);
      return undefined;
    });
  },
};

// Chunk names carry hashes: without a clean folder, old chunks would pile up.
rmSync('dist', { recursive: true, force: true });

/**
 * tsc's declarations (src/ and templates/ as dist/types/src/, dist/types/templates/), run beside
 * esbuild. tsc drops theme.ts's `/// <reference>` to the `@theme-original/*` modules: put it back.
 */
async function writeTypes() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.types.json']);
  copyFileSync('src/theme-original.d.ts', 'dist/types/src/theme-original.d.ts');
  const theme = 'dist/types/src/theme.d.ts';
  writeFileSync(theme, `/// <reference path="./theme-original.d.ts" />\n${readFileSync(theme, 'utf8')}`);
  // A declaration importing JSON needs resolveJsonModule in the site's tsconfig: name the keys instead.
  const strings = 'dist/types/src/core/strings.d.ts';
  const keys = Object.keys(JSON.parse(readFileSync('templates/strings/en.json', 'utf8')));
  const declared = readFileSync(strings, 'utf8')
    .replace("import en from '../../templates/strings/en.json';\n", '')
    .replace('keyof typeof en;', `${keys.map((key) => JSON.stringify(key)).join(' | ')};`);
  if (declared.includes('en.json') || !declared.includes(JSON.stringify(keys[0])))
    throw new Error(`scripts/compile.mjs: ${strings} changed; update writeTypes`);
  writeFileSync(strings, declared);
}
const types = process.argv.includes('--types') ? writeTypes() : undefined;
// Awaited at the end; marked handled so a tsc failure is reported there, not as an early crash.
types?.catch(() => {});

// Shared by both builds below.
const nodeBuild = {
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too: loading hundreds of small ESM files cost more at start-up than the
  // build of a small site itself. esbuild (a native binary), terser (only used to make the browser
  // bundle, below) and the browser-side playwright stay out.
  external: ['esbuild', 'terser', 'playwright-core', 'fsevents', 'lightningcss'],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js:
      "import { createRequire as __helpdocsCreateRequire } from 'node:module'; const require = " +
      '__helpdocsCreateRequire(import.meta.url);',
  },
  jsx: 'automatic',
  // The CLI always runs React's production build (bin/helpdocs.js); without this, the bundle would
  // carry the development build too and load both at every start.
  define: { 'process.env.NODE_ENV': '"production"' },
  sourcemap: 'linked',
  // Every build compiles this code first: without comments and spaces (names kept, for stack
  // traces) it is ~2 MB where it was ~3 MB, and loads ~10 ms sooner. The source map is beside it.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  plugins: [
    unnamedVisitors,
    legacyServerRenderer,
    englishZodLocale,
    patchedEditMap,
    lazySvgSchema,
    lazyCommanderSpawn,
    lazyEntityTrie,
  ],
};

// The CLI, the library (which a site's config and components import, in the CLI's process: one React,
// one copy of each class) and the browser bundle's builder share one chunk graph.
await build({
  ...nodeBuild,
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', bundle: 'src/output/bundle.ts' },
});
// Workers run in isolates of their own and share no module with the main thread. Built apart, they
// no longer cut the CLI's modules into more chunks (by which worker also reaches each), and every
// chunk costs ~0.6 ms to load as an ES module on Node 20: a one-doc rebuild loads 12 fewer files.
await build({
  ...nodeBuild,
  entryPoints: {
    'parse-worker': 'src/parse/parse-worker.ts',
    'tree-worker': 'src/parse/mdx/tree-worker.ts',
    'list-worker': 'src/cache/list-worker.ts',
  },
});

const { writePrebuiltClient } = await import('../dist/bundle.js');
await writePrebuiltClient();

// The build cache keys entries by the code that made them (src/cache/fingerprint.ts): one hash of
// every compiled file, so a cache written by other code is never read.
const buildId = createHash('sha256');
for (const name of readdirSync('dist')
  .filter((file) => file.endsWith('.js'))
  .sort())
  buildId.update(name).update(readFileSync(`dist/${name}`));
// The interface strings of languages other than English are read from templates/strings/ at run time.
for (const name of readdirSync('templates/strings').sort())
  buildId.update(name).update(readFileSync(`templates/strings/${name}`));
writeFileSync('dist/build-id', buildId.digest('hex'));
await types;

import { createRequire, isBuiltin } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Metafile, Plugin, PluginBuild } from 'esbuild';
import type { ComponentType } from 'react';
import type { VFile } from 'vfile';
import type { PluggableList } from 'unified';
import { PluginFailure } from '../markdown/user-plugins.js';
import { partialsPlugin } from './partials.js';
import type { DocRealm } from './doc-realm.js';
import { assetFiles, codeFilesRead, type ImportedFile, rawFiles, styleLanguageFiles } from './bundle-loaders.js';
import type { OutputFile } from '../../core/model.js';
import { within } from '../within.js';
import { fenceReader } from '../../core/fences.js';
import type { TreeMemo } from './tree-memo.js';
import { rehypeSharedImports, SHARED_MODULE, SHARED_REQUIRE } from './rehype-shared-imports.js';
import { SITE_JSX } from './site-jsx.js';

export interface MdxCompileOptions {
  /** The site folder: `@site/…` resolves from it. */
  siteRoot: string;
  /** The site's base path: imported files are published under it. */
  base?: string;
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  remarkRehypeOptions: object;
  /** Trees of texts other docs share, parsed once (`key`: the doc's text as written). */
  trees?: { memo: TreeMemo; key: string };
  /** The packages docs share (site-packages.ts); without it, each doc's bundle has its own copy. */
  packages?: { forDoc(deadlineMs: number): { plugin: Plugin; fits(metafile: Metafile | undefined): boolean } };
}

export type CompiledMdx =
  /**
   * `functionBody`: code run as a function body (a doc that imports nothing), else a CommonJS module;
   * `css`: the stylesheets its imports brought in (a component's CSS module), bundled; `files`: the
   * files it imports (an image as its URL), to publish with the page.
   */
  | { ok: true; code: string; functionBody: boolean; css?: string; files?: OutputFile[]; imported?: ImportedFile[] }
  | { ok: false; problems: Array<{ message: string; line: number; column: number; ruleId: string; hint?: string }> }
  /** The doc's parse ran past `deadlineMs`. */
  | { ok: false; overDeadline: true }
  /**
   * Asked for outside the main thread (a parse worker), the doc imports something: a bundle, or a
   * module helpdocs serves (`@theme/…`), which only the main thread has.
   */
  | { ok: false; mainThreadOnly: true };

/** How a site's own module (a doc, a component, a theme override) is bundled to run here: CommonJS for Node. */
export const SITE_MODULE_BUILD = {
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  ...SITE_JSX,
} as const;

/**
 * Docusaurus sites write components with JSX in .js files. CSS (modules too: `.module.css` is local
 * CSS) is bundled into a stylesheet of the page's own; the fonts it names are left out.
 */
export const SITE_MODULE_LOADERS = {
  '.js': 'jsx',
  '.woff': 'empty',
  '.woff2': 'empty',
  '.ttf': 'empty',
  '.eot': 'empty',
} as const;

/** A line that imports something: the doc's code needs bundling. */
const IMPORT_LINE = /^[ \t]*(?:import\b|export\s+(?:\*|\{[^}]*\})\s+from\b)/;
/** `require('@site/…')` in an expression, and not in a code span: `` `require("prettier")` `` is text. */
const REQUIRE = /\brequire\(/;
const CODE_SPAN = /(`+)(?:(?!\1)[\s\S])*?\1/g;

/** `import … from 'm'` on one line: `m`. */
const IMPORT_FROM = /^[ \t]*import\b.*\bfrom\s*['"]([^'"]+)['"]/;

/**
 * What a doc's text imports, outside its fenced code (an API doc shows `import` in examples): nothing,
 * only modules helpdocs serves itself (`shared`, no bundle needed), or something to `bundle`.
 */
export function importsOf(source: string): 'none' | 'shared' | 'bundle' {
  const readFence = fenceReader();
  let found: 'none' | 'shared' = 'none';
  for (const line of source.split('\n')) {
    if (readFence(line) !== 'text') continue;
    if (REQUIRE.test(line) && REQUIRE.test(line.replace(CODE_SPAN, ''))) return 'bundle';
    if (!IMPORT_LINE.test(line)) continue;
    const from = IMPORT_FROM.exec(line)?.[1];
    if (from === undefined || !SHARED_MODULE.test(from)) return 'bundle';
    found = 'shared';
  }
  return found;
}

/** Whether a doc may import something (then it is compiled and rendered in the main thread). */
export function mayImport(source: string): boolean {
  return importsOf(source) !== 'none';
}
/** What @mdx-js/mdx writes in a function body whose doc imports something after all (a plugin added it). */
const IMPORTS_IN_BODY = 'arguments[0].baseUrl';

/**
 * MDX → code to run. A doc that imports nothing (most `.md` docs of a Docusaurus site) is compiled to
 * a function body and run as it is. Otherwise @mdx-js/mdx compiles it to a module and esbuild bundles
 * what it imports (site components in TSX/JSX, `@site/…`), leaving React and `@theme/…` to the
 * require() that evaluate() passes in. A bundle per doc kept the main thread waiting on esbuild (Jest: 7.7 s of 78).
 */
export async function compileMdx(
  file: VFile,
  options: MdxCompileOptions,
  deadlineMs: number,
  inMainThread = true,
): Promise<CompiledMdx> {
  const source = String(file.value);
  const data = { ...file.data };
  const imports = importsOf(source);
  const mainThreadOnly = { ok: false, mainThreadOnly: true } as const;
  if (!inMainThread && imports !== 'none') return mainThreadOnly;
  if (imports !== 'bundle') {
    const inline = await compileProgram(file, options, deadlineMs, 'function-body');
    if (!inline.ok) return inline;
    // A remark plugin may add an import (npm2yarn's tabs) to a doc that had none.
    if (!inMainThread && (inline.code.includes(SHARED_REQUIRE) || inline.code.includes(IMPORTS_IN_BODY)))
      return mainThreadOnly;
    if (!inline.code.includes(IMPORTS_IN_BODY)) return inline;
    // A remark plugin added an import (npm2yarn's tabs): compiled again, as a module, from the start.
    file.value = source;
    file.data = { ...data };
    file.messages = [];
  }
  const compiled = await compileProgram(file, options, deadlineMs, 'program');
  if (!compiled.ok) return compiled;
  const program = compiled.code;
  const file_ = file.path;
  const files: OutputFile[] = [];
  const imported: ImportedFile[] = [];
  const packages = options.packages?.forDoc(deadlineMs);
  // What the partials a bundle compiles add to the doc: taken back if it is bundled again.
  const links = [...(file.data.links ?? [])];
  const problems = [...(file.data.problems ?? [])];
  try {
    const { build } = await import('esbuild');
    const bundleDoc = () =>
      build({
        stdin: { contents: program, resolveDir: path.dirname(file_), sourcefile: file_, loader: 'js' },
        ...SITE_MODULE_BUILD,
        loader: SITE_MODULE_LOADERS,
        // Never written (write: false): names the CSS output beside the code.
        outdir: path.join(options.siteRoot, '.helpdocs-bundle'),
        // A docs folder beside the site folder (`path: '../docs'`) imports the site's packages, as webpack
        // finds them for Docusaurus.
        nodePaths: [path.join(options.siteRoot, 'node_modules')],
        logLevel: 'silent',
        plugins: [
          sitePaths(options.siteRoot),
          partialsPlugin({ ...options, parent: file, importLine: (partial) => importLineOf(source, partial) }),
          assetFiles(options.base ?? '/', files, imported),
          rawFiles(imported),
          styleLanguageFiles(options.siteRoot),
          // Last: only a bare import no other plugin took can be a package to share.
          ...(packages ? [packages.plugin] : []),
        ],
        // Its inputs name the site's code files the doc compiled in (codeFilesRead).
        metafile: true,
      });
    let result = await bundleDoc();
    // A package that shares a file with the rest of the doc is bundled into it after all (site-packages.ts).
    while (packages && !packages.fits(result.metafile)) {
      files.length = 0;
      imported.length = 0;
      file.data.links = [...links];
      file.data.problems = [...problems];
      result = await bundleDoc();
    }
    imported.push(...(await codeFilesRead(result.metafile)));
    const code = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
    const css = result.outputFiles.find((out) => out.path.endsWith('.css'))?.text;
    return {
      ok: true,
      code,
      functionBody: false,
      ...(css?.trim() ? { css } : {}),
      ...(files.length > 0 ? { files } : {}),
      ...(imported.length > 0 ? { imported } : {}),
    };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    if (errors.length === 0) throw error;
    return { ok: false, problems: errors.map((message) => placeBundlerError(message, source)) };
  }
}

/** The plugins an MDX doc is compiled with (plugins.ts). */
export type MdxPlugins = Pick<MdxCompileOptions, 'remarkPlugins' | 'rehypePlugins' | 'remarkRehypeOptions'>;

/** @mdx-js/mdx's processor with our plugins: the main thread's compile and the tree worker's parse. */
export async function createMdxProcessor(plugins: MdxPlugins, outputFormat: 'program' | 'function-body') {
  // @mdx-js/mdx and its JavaScript parser are large: loaded only when a site has MDX.
  const { createProcessor } = await import('@mdx-js/mdx');
  return createProcessor({
    jsxImportSource: 'react',
    // Chosen by the config's markdown.format, not by the file's extension: a .md doc can be MDX.
    format: 'mdx',
    outputFormat,
    remarkPlugins: plugins.remarkPlugins,
    // A function body reads the modules helpdocs serves from its argument; a module imports them.
    rehypePlugins:
      outputFormat === 'function-body' ? [...plugins.rehypePlugins, rehypeSharedImports] : plugins.rehypePlugins,
    remarkRehypeOptions: plugins.remarkRehypeOptions,
  });
}

/** @mdx-js/mdx on the doc, running our remark/rehype plugins on `file`. */
async function compileProgram(
  file: VFile,
  options: MdxCompileOptions,
  deadlineMs: number,
  outputFormat: 'program' | 'function-body',
): Promise<CompiledMdx> {
  try {
    const processor = await createMdxProcessor(options, outputFormat);
    // Tokenizing is the synchronous part that can run away (long runs of delimiters): held to the
    // deadline as a Markdown doc's is (within.ts). The plugins may be async: they run after.
    const parse = () => within(deadlineMs, () => processor.parse(file));
    const tree = options.trees ? await options.trees.memo.parse(options.trees.key, parse) : parse();
    if (!tree) return { ok: false, overDeadline: true };
    // unified's types take the tree run() is given for the one it returns (an ESTree program).
    const program = await processor.run(tree as unknown as Parameters<typeof processor.run>[0], file);
    return {
      ok: true,
      code: String(processor.stringify(program, file)),
      functionBody: outputFormat === 'function-body',
    };
  } catch (error) {
    return { ok: false, problems: [compileProblem(error)] };
  }
}

function compileProblem(error: unknown): {
  message: string;
  line: number;
  column: number;
  ruleId: string;
  hint?: string;
} {
  if (error instanceof PluginFailure)
    return {
      message: error.message,
      line: 1,
      column: 1,
      ruleId: 'plugin-failed',
      hint: 'fix or remove the plugin in helpdocs.config.ts',
    };
  const found = error as { reason?: string; message: string; line?: number; column?: number };
  const reason = found.reason ?? found.message;
  // Some MDX messages carry their place only in the text: "Expected a closing tag for `<Tabs>` (7:1-7:7)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  return {
    message: reason,
    line: found.line ?? (inText ? Number(inText[1]) : 1),
    column: found.column ?? (inText ? Number(inText[2]) : 1),
    ruleId: 'mdx-syntax',
    hint: 'MDX is stricter than Markdown: close every tag, escape { and < in text',
  };
}

/** The line of the doc's import of `file` (by its name), or 1. */
function importLineOf(source: string, file: string): number {
  const at = source.search(
    new RegExp(`from\\s+['"][^'"]*${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`),
  );
  return at < 0 ? 1 : source.slice(0, at).split('\n').length;
}

/** `@site/…` from the site folder; React and `@theme/…` are left to evaluate()'s require. */
function sitePaths(siteRoot: string): Plugin {
  return {
    name: 'helpdocs-site-paths',
    setup(build) {
      build.onResolve({ filter: SHARED_MODULE }, (args) => ({ path: args.path, external: true }));
      resolveSitePaths(build, siteRoot);
    },
  };
}

/** `@site/…` imports of a site's own module (an .mdx doc, a theme override) resolved from the site folder. */
export function resolveSitePaths(build: PluginBuild, siteRoot: string): void {
  build.onResolve({ filter: /^@site\// }, async (args) => {
    const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, {
      resolveDir: siteRoot,
      kind: args.kind,
    });
    return resolved.errors.length > 0
      ? { errors: [{ text: `Could not resolve "${args.path}"` }] }
      : { path: resolved.path };
  });
  // Run here (CommonJS for Node), a module's import.meta.url is its file's URL, as Node and webpack's server build
  // give it: esbuild leaves it undefined in CommonJS, and `new URL('/x.wasm', import.meta.url)` threw.
  const onNode = build.initialOptions.platform === 'node';
  build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
    if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    const text = await readFile(args.path, 'utf8');
    const withUrl = onNode && text.includes('import.meta.url');
    if (!text.includes('`@site/') && !withUrl) return undefined;
    // A require of a template (`@site/static/img/${name}`) is webpack's context module: every file it may
    // name is bundled. esbuild does that for relative templates only, so `@site/` is made relative here.
    const fromFile = path.relative(path.dirname(args.path), siteRoot).split(path.sep).join('/') || '.';
    const relative = text.replace(/\b(require|import)\(\s*`@site\//g, `$1(\`${fromFile}/`);
    const contents = withUrl
      ? relative.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
      : relative;
    return { contents, loader: /\.tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'jsx' };
  });
  // Webpack's resolve.roots in Docusaurus: `/data/team.json` is looked up in static/, then the site folder,
  // with its resolve.extensions (`/src/components/Card` is Card.tsx); else it is a path on disk.
  const roots = [path.join(siteRoot, 'static'), siteRoot];
  build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
    for (const root of roots) {
      const resolved = await build.resolve(`.${args.path}`, { resolveDir: root, kind: args.kind });
      if (resolved.errors.length === 0) return { path: resolved.path };
    }
    return undefined;
  });
}

/** A bundler error inside the compiled doc is placed at the import it is about, in the .mdx file. */
function placeBundlerError(message: Message, source: string) {
  const specifier = /"([^"]+)"/.exec(message.text)?.[1];
  // Placed at the quoted path of the import, as written in the doc.
  const at = specifier
    ? source.search(new RegExp(`(?<=from\\s+)['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`))
    : -1;
  const inDoc = message.location?.file.endsWith('.mdx') !== false;
  if (at >= 0) {
    const before = source.slice(0, at);
    const line = before.split('\n').length;
    return {
      message: message.text,
      line,
      column: at - before.lastIndexOf('\n'),
      ruleId: 'mdx-import',
      hint: 'check the path; `@site/…` starts at the site folder',
    };
  }
  const where =
    !inDoc && message.location
      ? ` (${message.location.file}:${message.location.line}:${message.location.column + 1})`
      : '';
  return { message: `${message.text}${where}`, line: 1, column: 1, ruleId: 'mdx-import' };
}

export type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };

/**
 * Runs the doc's code: a function body gets the JSX runtime, as @mdx-js/mdx's run() gives it; a bundled
 * module gets `require` serving React and the theme from this process.
 */
export function evaluateMdx(
  { code, functionBody }: { code: string; functionBody: boolean },
  shared: (id: string) => unknown,
  realm?: DocRealm,
): MdxModule {
  // The site's own doc, compiled just before: as trusted as helpdocs.config.ts.
  if (functionBody)
    return (realm ? realm.compile(code) : new Function(code))({
      ...(shared('react/jsx-runtime') as object),
      [SHARED_REQUIRE]: requireFrom(shared),
    }) as MdxModule;
  return runBundledModule(code, shared, realm) as unknown as MdxModule;
}

/**
 * `require` for a doc: what `shared` serves, Node's built-in modules (a component may use `node:util`
 * at build time, as webpack's Node polyfills let it), or the error Node gives for a missing module.
 */
function requireFrom(shared: (id: string) => unknown): (id: string) => unknown {
  return (id) => {
    const found = shared(id);
    if (found !== undefined) return found;
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`Cannot find module "${id}"`);
  };
}

const nodeRequire = createRequire(import.meta.url);

/** Runs a site module bundled to CommonJS (a doc, a theme override); `shared` serves what it left external. */
export function runBundledModule(
  code: string,
  shared: (id: string) => unknown,
  realm?: DocRealm,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const require = requireFrom(shared);
  const params = ['require', 'module', 'exports'];
  // The site's own code, bundled from its files just before: as trusted as helpdocs.config.ts.
  (realm ? realm.compile(code, params) : new Function(...params, code))(require, module, module.exports);
  return module.exports;
}

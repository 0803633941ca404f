import path from 'node:path';
import { types } from 'node:util';
import { linkContextOf } from '../markdown/link-context.js';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import type { Diagnostic, FileDependency, OutputFile, SourceFile } from '../../core/model.js';
import type { ImportedFile } from './bundle-loaders.js';
import { headingsWithPartials } from './partial-headings.js';
import type { Strings } from '../../core/strings.js';
import type { LinkContext } from '../markdown/data.js';
import type { BodyResult, RouteTable } from '../parse-body.js';
import { compileMdx, evaluateMdx } from './compile.js';
import { docRealm } from './doc-realm.js';
import { DEFAULT_PARSE_SECONDS, overDeadline } from '../deadline.js';
import { tooDeepResult } from '../parse-body.js';
import { rehypeSections } from '../markdown/rehype-sections.js';
import { mdxPlugins } from './plugins.js';
import { MDX_OUTPUT_HINT } from './rehype-mdx-jsx-guard.js';
import { mayHoldRefused, sanitizeRendered } from './sanitize-rendered.js';
import { hasStyles, shortened, styleClasses, withStyleClasses } from '../markdown/style-classes.js';
import { toHtml } from 'hast-util-to-html';
import { loadHtmlParser } from '../markdown/html/load.js';
import type { Highlighter } from '../markdown/code/highlighter.js';
import type { PipelineOptions } from '../markdown/pipeline.js';
import type { CodeProblem } from '../markdown/code/render-code-block.js';
import type { IslandChunks as IslandChunkBundler } from './island-chunks.js';
import { ISLAND_COMPONENT } from './remark-mdx-islands.js';
import { IslandChunks, SiteIsland } from './SiteIsland.js';
import { CodeBlockContext } from './theme/CodeBlock.js';
import { DocCardsContext, type DocCard } from './theme/DocCardList.js';
import { type DocsClient, DocsClientContext } from './theme/docs-client.js';
import { themeModules, type ThemeModules } from './theme/index.js';
import { present } from '../../core/present.js';
import type { TreeMemo } from './tree-memo.js';
import { withCodeHtml } from './rehype-code-html.js';
import { mdxSourceText } from './mdx-text.js';
import { PageHeadingsContext } from './theme/TOCInline.js';
import { MdxComponentsContext } from './theme/mdx-provider.js';
import { GLOBAL_MDX_COMPONENTS } from './theme/global-components.js';
import type { DocusaurusSite } from './theme/docusaurus.js';
import type { SitePackages } from './site-packages.js';

/** What every MDX doc is compiled and rendered with, in the main thread or a parse worker. */
export interface MdxCompileContext {
  /** The site folder (components, `@site/…`). */
  root: string;
  strings: Strings;
  /** Shared by every doc of a build (of a worker): grammars load once. */
  highlighter: Highlighter;
  /** The Markdown chain's options (videos), for the same directives in MDX. */
  pipelineOptions: PipelineOptions;
  /** The trees of texts several docs of the build share. */
  trees?: TreeMemo;
}

/** What only a doc that imports something uses: the main thread has it, a parse worker does not. */
export interface MdxImportsContext {
  /** The cards of a doc's sidebar category (the last of its breadcrumbs), for `<DocCardList />`. */
  cardsFor(contentPath: string): DocCard[];
  /** What `@docusaurus/plugin-content-docs/client` answers the doc's components. */
  docsClientFor(contentPath: string): DocsClient | undefined;
  /** Browser chunks of the site components docs hydrate. */
  islandChunks: IslandChunkBundler;
  /** What `@docusaurus/useDocusaurusContext`, `useBaseUrl` and `Link` answer with. */
  site: DocusaurusSite;
  /** The components the site's MDXComponents gives every doc (site-mdx-components.ts). */
  siteComponents?: Record<string, unknown>;
  /** The packages docs import, bundled and run once a build (site-packages.ts). */
  packages?: SitePackages;
}

export interface MdxContext extends MdxCompileContext, MdxImportsContext {}

/**
 * `.mdx` → the same `DocBody` as a Markdown doc: compiled and bundled (compile.ts), run, and
 * rendered with renderToStaticMarkup. Headings, links and search text come from the same plugins.
 */
export async function parseMdxBody(
  source: SourceFile,
  table: RouteTable,
  context: MdxContext,
  deadlineMs = DEFAULT_PARSE_SECONDS * 1000,
): Promise<BodyResult> {
  return present(await mdxBody(source, table, context, deadlineMs, context), 'the body of a doc bundled');
}

/**
 * The same in a parse worker, for a doc that imports nothing: `undefined` when it turns out to import
 * something after all (a remark plugin added the import), so the main thread parses it.
 */
export function parseUnbundledMdxBody(
  source: SourceFile,
  table: RouteTable,
  context: MdxCompileContext,
  deadlineMs: number,
): Promise<BodyResult | undefined> {
  return mdxBody(source, table, context, deadlineMs, undefined);
}

async function mdxBody(
  source: SourceFile,
  table: RouteTable,
  context: MdxCompileContext,
  deadlineMs: number,
  imports: MdxImportsContext | undefined,
): Promise<BodyResult | undefined> {
  const tooCostly = tooDeepResult(source);
  if (tooCostly) return tooCostly;
  // A component the site's MDXComponents gives every doc is served in the main thread only.
  if (!imports && context.pipelineOptions.siteMdxComponents && /<[A-Z]/.test(source.text)) return undefined;
  const linkContext: LinkContext = linkContextOf(source, table);
  const file = new VFile({
    path: path.join(context.root, source.path),
    value: mdxSourceText(source.text),
    data: { linkContext, ...(source.post ? { blogPost: true } : {}) },
  });
  const diagnostics: Diagnostic[] = [];
  const problem = (p: Omit<Diagnostic, 'file' | 'severity'> & { severity?: Diagnostic['severity'] }) =>
    diagnostics.push({ severity: 'error', file: source.path, ...p });
  const empty = { html: '', headings: [], anchorIds: new Set<string>(), links: [], sections: [] };

  const compiled = await compileMdx(
    file,
    {
      siteRoot: context.root,
      base: table.base,
      ...mdxPlugins(context.strings, context.highlighter, context.pipelineOptions, context.root),
      ...(context.trees ? { trees: { memo: context.trees, key: source.text } } : {}),
      ...(imports?.packages ? { packages: imports.packages } : {}),
    },
    deadlineMs,
    imports !== undefined,
  );
  if ('mainThreadOnly' in compiled) return undefined;
  if ('overDeadline' in compiled) return overDeadline(source, deadlineMs);
  for (const found of file.data.problems ?? []) diagnostics.push({ ...found, file: source.path });
  if (!compiled.ok) {
    for (const found of compiled.problems) problem(found);
    return { body: empty, diagnostics };
  }
  const chunkUrls = new Map<string, string>();
  // The files the doc imports (an image as its URL) are published with it, as its islands' chunks are.
  const chunkFiles: OutputFile[] = [...(compiled.files ?? [])];
  for (const use of file.data.islands ?? []) {
    // Islands are imported components: a doc with one was bundled, in the main thread.
    if (!imports) return undefined;
    const chunk = await imports.islandChunks.urlFor(use);
    if ('url' in chunk) {
      chunkUrls.set(use.id, chunk.url);
      if (!chunkFiles.includes(chunk.file)) chunkFiles.push(chunk.file);
    } else
      problem({
        ...placeOf(use.id.replace(/^.*\/|#.*$/g, ''), source.text),
        message: `The island ${use.id} does not bundle for the browser: ${chunk.error}`,
        ruleId: 'mdx-island',
      });
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { body: empty, diagnostics };
  // A doc with no JSX, expression or import (most `.md` docs of a Docusaurus site) was written as
  // HTML at compile time (rehype-static-html.ts): nothing to run, render or read again.
  const staticHtml = file.data.staticHtml;
  const rendered =
    staticHtml === undefined
      ? await renderMdx({ source, file, compiled, context, imports, chunkUrls, deadlineMs, problem })
      : await staticPage(staticHtml, source, problem);
  if (rendered === undefined) return overDeadline(source, deadlineMs);
  const { html, styles } = rendered;
  const importedCss = compiled.css;
  const headings = headingsWithPartials(source.text, html, file.data.headings ?? []);
  const anchorIds = file.data.anchorIds ?? new Set<string>();
  for (const heading of headings) anchorIds.add(heading.id);
  const body = {
    html,
    headings,
    anchorIds,
    links: file.data.links ?? [],
    sections: file.data.sections ?? [],
    ...(file.data.files || compiled.imported
      ? { files: dependenciesOf(file.data.files, compiled.imported, context.root) }
      : {}),
    ...(file.data.math ? { math: file.data.math } : {}),
    ...(styles || importedCss ? { styles: [importedCss, styles].filter(Boolean).join('\n') } : {}),
    ...(chunkFiles.length > 0 ? { islandChunks: chunkFiles } : {}),
    ...(file.data.titleHtml ? { titleHtml: file.data.titleHtml } : {}),
    ...(file.data.titleInBody ? { titleInBody: true as const } : {}),
  };
  return { body, diagnostics };
}

interface RenderInput {
  source: SourceFile;
  file: VFile;
  compiled: { code: string; functionBody: boolean };
  context: MdxCompileContext;
  imports: MdxImportsContext | undefined;
  chunkUrls: ReadonlyMap<string, string>;
  deadlineMs: number;
  problem: (p: Omit<Diagnostic, 'file' | 'severity'> & { severity?: Diagnostic['severity'] }) => void;
}

/**
 * The doc's code run and rendered, then checked as rendered: `undefined` past the deadline. `styles`:
 * the stylesheet of the classes its `style` objects became.
 */
async function renderMdx(input: RenderInput): Promise<{ html: string; styles?: string } | undefined> {
  const { source, file, compiled, context, imports, chunkUrls, deadlineMs, problem } = input;
  // Only what a bundled doc imports asks for the theme; a doc that imports nothing needs the JSX runtime.
  const theme: ThemeModules = imports ? themeModules(context.strings, imports.site) : {};
  const shared = (id: string): unknown =>
    id === 'react'
      ? React
      : id === 'react/jsx-runtime'
        ? jsxRuntime
        : id === 'react-dom'
          ? ReactDom
          : (theme[id] ?? imports?.packages?.exportsOf(id));
  let html = '';
  try {
    // The doc's own code and its components run here, synchronously, held to the deadline too: a
    // doc that loops cannot hold the build (MDX is code, trusted as the config is, but may have bugs).
    // Its promise jobs too (an async export that never settles): they run in the doc's realm, in time.
    const realm = docRealm();
    const rendered = realm.within(deadlineMs, () => {
      const { default: Content } = evaluateMdx(compiled, shared, realm);
      const codeBlocks = {
        highlighter: context.highlighter,
        report: (found: CodeProblem) =>
          problem({
            ...placeOf('CodeBlock', source.text),
            severity: found.severity,
            message: found.message,
            ruleId: found.ruleId,
            ...(found.hint ? { hint: found.hint } : {}),
            ...(found.oncePerBuild ? { oncePerBuild: found.oncePerBuild } : {}),
          }),
      };
      return renderToStaticMarkup(
        <DocsClientContext.Provider value={imports && (() => imports.docsClientFor(source.contentPath))}>
          <DocCardsContext.Provider value={imports?.cardsFor(source.contentPath) ?? []}>
            <PageHeadingsContext.Provider value={file.data.headings ?? []}>
              <CodeBlockContext.Provider value={codeBlocks}>
                <IslandChunks.Provider value={chunkUrls}>
                  <MdxComponentsContext.Provider value={imports?.siteComponents ?? {}}>
                    <Content
                      components={{
                        ...GLOBAL_MDX_COMPONENTS,
                        ...imports?.siteComponents,
                        [ISLAND_COMPONENT]: SiteIsland,
                      }}
                    />
                  </MdxComponentsContext.Provider>
                </IslandChunks.Provider>
              </CodeBlockContext.Provider>
            </PageHeadingsContext.Provider>
          </DocCardsContext.Provider>
        </DocsClientContext.Provider>,
      );
    });
    if (rendered === undefined) return undefined;
    html = withCodeHtml(rendered, file.data.codeHtml);
  } catch (error) {
    problem({ ...placeOfRuntimeError(error, source.text), ruleId: 'mdx-render' });
  }
  // The rendered page, read once: what components and expressions rendered is checked as the doc's
  // own JSX was (rehype-mdx-jsx-guard.ts), its styles become classes, and its search text is taken.
  const tree = (await loadHtmlParser()).fragmentWithoutPositions(html);
  const removed = mayHoldRefused(html) ? sanitizeRendered(tree) : [];
  const styled = hasStyles(html) ? styleClasses(tree) : undefined;
  // A page with nothing removed and no style keeps the bytes React wrote.
  if (removed.length > 0 || styled) html = toHtml(tree);
  for (const { what, tagName } of removed) {
    const place = placeOf(tagName, source.text);
    problem({
      ...(place.line > 0 ? place : { line: 1, column: 1 }),
      severity: 'warning',
      message: `The doc rendered ${what}, which is not allowed on a page and was removed`,
      ruleId: 'mdx-output-removed',
      hint: MDX_OUTPUT_HINT,
    });
  }
  reportRefusedStyles(styled?.refused ?? [], source, problem);
  // Search text and description from the page as rendered: `{expressions}` are values there, and
  // compile time saw only their code ("We run in regions: ." for `{regions.join(', ')}`).
  if (html !== '') rehypeSections()(tree, file);
  return { html, ...(styled?.css ? { styles: styled.css } : {}) };
}

/**
 * A doc written as HTML at compile time (rehype-static-html.ts) with its style attributes as classes, as a
 * rendered doc's: a rehype plugin's (Shiki's colours on every code span) would be blocked by the CSP.
 */
async function staticPage(
  html: string,
  source: SourceFile,
  problem: RenderInput['problem'],
): Promise<{ html: string; styles?: string }> {
  const styled = await withStyleClasses(html);
  reportRefusedStyles(styled.refused, source, problem);
  return { html: styled.html, ...(styled.css ? { styles: styled.css } : {}) };
}

/** Each style removed because it could load a file, said where the doc seems to write it. */
function reportRefusedStyles(refused: readonly string[], source: SourceFile, problem: RenderInput['problem']): void {
  for (const style of refused)
    problem({
      ...placeOfStyle(style, source.text),
      severity: 'warning',
      message: `The style "${shortened(style)}" could load a file: removed`,
      ruleId: 'mdx-output-removed',
      hint: "give the element a class and style it in the site's CSS (customCss)",
    });
}

/** A component that throws is placed at the first use of a component the message names, if any. */
function placeOfRuntimeError(error: unknown, text: string): { message: string; line: number; column: number } {
  // The doc's code runs in a realm of its own (doc-realm.ts): its errors are not this realm's Error.
  const message = error instanceof Error || types.isNativeError(error) ? error.message : String(error);
  const names = [...message.matchAll(/[`<]([A-Z][\w.]*)/g)].map((m) => m[1] ?? '');
  const place = names.map((name) => placeOf(name, text)).find((found) => found.line > 0);
  return { message, ...(place ?? { line: 1, column: 1 }) };
}

/** Where `<Name` is first used in the doc; line 0 if it is not. */
function placeOf(name: string, text: string): { line: number; column: number } {
  return placeOfPattern(new RegExp(`<${name}\\b`), text);
}

/** Where a rendered style was written: its first property as JSX spells it (`backgroundImage:`), or 1:1. */
function placeOfStyle(style: string, text: string): { line: number; column: number } {
  const property = (style.split(':')[0] ?? '').trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const place = /^[a-zA-Z]+$/.test(property) ? placeOfPattern(new RegExp(`\\b${property}\\s*:`), text) : undefined;
  return place && place.line > 0 ? place : { line: 1, column: 1 };
}

/** Where the pattern first matches in the doc; line 0 if it does not. */
function placeOfPattern(pattern: RegExp, text: string): { line: number; column: number } {
  const at = text.search(pattern);
  if (at < 0) return { line: 0, column: 0 };
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/** The files a doc read while parsing and those its bundle imported (an image, a raw text), from the site folder. */
function dependenciesOf(
  read: readonly FileDependency[] | undefined,
  imported: readonly ImportedFile[] | undefined,
  root: string,
): FileDependency[] {
  const fromSite = (imported ?? []).map((found) => ({
    path: path.relative(root, found.path).split(path.sep).join('/'),
    hash: found.hash,
  }));
  return [...(read ?? []), ...fromSite];
}

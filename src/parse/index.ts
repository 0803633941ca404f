/**
 * Stage parse: sources whose Markdown must be parsed, and every doc's route → each doc's body (HTML,
 * headings, links with positions, anchors, search text) and its diagnostics, yielded as each is
 * ready (in worker threads on a large site), so pages are rendered while the rest is parsed.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import path from 'node:path';
import type { Message } from 'esbuild';
import { type LackingImport, loadSiteMdxComponents, siteMdxComponentsFile } from './mdx/site-mdx-components.js';
import type { Diagnostic } from '../core/model.js';
import { type ThemeModules, themeModules } from './mdx/theme/index.js';
import type { SiteFrame, SourceFile } from '../core/model.js';
import type { Strings } from '../core/strings.js';
import type { RouteTable } from '../load/doc-header.js';
import { createHighlighter } from './markdown/code/highlighter.js';
import { createPipeline, type PipelineOptions } from './markdown/pipeline.js';
import { docCardsFor } from './mdx/doc-cards.js';
import { docsClientFor } from './mdx/docs-client-data.js';
import type { IslandChunks } from './mdx/island-chunks.js';
import type { SitePackages } from './mdx/site-packages.js';
import { parseBodies, type ParsedBody } from './pool.js';
import { groupsByPlugins } from './pages-apart.js';
import { present } from '../core/present.js';
import { loadMathPlugins } from './markdown/math/load.js';
import { loadEmojiPlugin } from './markdown/emoji/load.js';

export type { ParsedBody } from './pool.js';
export { DEADLINE_RULE } from './deadline.js';
export { createIslandChunks, type IslandChunks } from './mdx/island-chunks.js';
export { TreeMemo } from './mdx/tree-memo.js';
export { createSitePackages, type SitePackages } from './mdx/site-packages.js';
import type { TreeMemo } from './mdx/tree-memo.js';
import { docusaurusSiteOf } from './mdx/theme/docusaurus.js';

export interface ParseInput {
  table: RouteTable;
  routes: ReadonlyMap<string, string>;
  strings: Strings;
  pipelineOptions: PipelineOptions;
  /** `.mdx` docs import site components and list sidebar cards. */
  frame: SiteFrame;
  /** Where the site components that `.mdx` docs hydrate are bundled for the browser. */
  islandChunks: IslandChunks;
  /** The packages `.mdx` docs import, bundled and run once a build. */
  packages?: SitePackages;
  /** How long one Markdown doc may take to parse (config `limits.parseSeconds`). */
  deadlineMs?: number;
  /** The MDX trees of texts that docs of this build share (in other versions and locales). */
  trees?: TreeMemo;
  /** Where a problem of the site as a whole goes (its MDXComponents failing to load). */
  report?: (problem: Diagnostic) => void;
}

export async function* parseDocs(sources: readonly SourceFile[], input: ParseInput): AsyncGenerator<ParsedBody> {
  const { strings, frame, islandChunks, packages, trees, report, ...options } = input;
  if (sources.length === 0) return;
  if (options.pipelineOptions.math) await loadMathPlugins();
  if (options.pipelineOptions.emoji) await loadEmojiPlugin();
  const { config } = frame;
  // Without customFields: docs' workers would have to be sent them, and they may hold functions.
  const { customFields: _customFields, ...site } = docusaurusSiteOf(config);
  const mdx = {
    root: frame.root,
    site,
    siteComponents: options.pipelineOptions.siteMdxComponents
      ? await siteComponentsOf(frame.root, config.base, themeModules(strings, site), (found) =>
          report?.(lackingImport(found)),
        ).catch((error: unknown) => {
          report?.(componentsFailed(frame.root, error));
          return {};
        })
      : {},
    strings,
    pipelineOptions: options.pipelineOptions,
    cardsFor: docCardsFor(frame.sidebars, frame.docsById, strings),
    docsClientFor: docsClientFor(frame.sidebars, frame.docsById),
    highlighter: createHighlighter(),
    islandChunks,
    ...(packages ? { packages } : {}),
    ...(trees ? { trees } : {}),
  };
  for (const group of groupsByPlugins(sources, options.pipelineOptions)) {
    const { pipelineOptions } = group;
    // Pages without the site's plugins share no trees with the docs, whose plugins may change the syntax.
    const { trees: _trees, ...withoutTrees } = mdx;
    const groupMdx = pipelineOptions === options.pipelineOptions ? mdx : { ...withoutTrees, pipelineOptions };
    const bodies = parseBodies(group.sources, {
      pipeline: createPipeline(strings, pipelineOptions),
      ...options,
      pipelineOptions,
      strings: { locale: strings.locale, catalogue: strings.catalogue },
      siteRoot: frame.root,
      // `markdown.mdx: false`: no .mdx doc is compiled (each is an error), so none runs code.
      ...(frame.config.markdown.mdx ? { mdx: groupMdx } : {}),
    });
    for await (const [at, body] of bodies) yield [present(group.indexes[at], 'parsed source'), body];
  }
}

/**
 * Said once, at the line esbuild stopped at (an import it could not resolve): the docs that use one of its
 * components then fail where they use it.
 */
function componentsFailed(root: string, error: unknown): Diagnostic {
  // esbuild's first error says what is missing; its message only counts them.
  const first = (error as { errors?: Message[] }).errors?.[0];
  const reason = first?.text ?? (error instanceof Error ? error.message.split('\n')[0] : String(error));
  const at = first?.location;
  return {
    severity: 'warning',
    file: at ? sitePathOf(root, at.file) : (siteMdxComponentsFile(root) ?? 'src/theme/MDXComponents'),
    line: at?.line ?? 1,
    column: (at?.column ?? 0) + 1,
    message: `The site's MDXComponents could not be loaded (${reason}): docs get none of its components`,
    ruleId: 'docusaurus-swizzle',
  };
}

/** A name a module helpdocs serves lacks, at the import of the file the site's MDXComponents loads. */
function lackingImport({ file, line, column, module, name }: LackingImport): Diagnostic {
  return {
    severity: 'warning',
    file,
    line,
    column,
    message: `helpdocs's "${module}" has no "${name}": the site's MDXComponents gets a function that throws if called`,
    ruleId: 'docusaurus-swizzle',
  };
}

/** esbuild's path of a file (from the working folder) → its path from the site folder. */
function sitePathOf(root: string, file: string): string {
  return path.relative(root, path.resolve(file)).split(path.sep).join('/');
}

/** The site's MDXComponents (site-mdx-components.ts), served React and helpdocs's theme as a doc is. */
function siteComponentsOf(
  root: string,
  base: string,
  theme: ThemeModules,
  lacking: (found: LackingImport) => void,
): Promise<Record<string, unknown>> {
  const shared = (id: string): unknown =>
    id === 'react' ? React : id === 'react/jsx-runtime' ? jsxRuntime : id === 'react-dom' ? ReactDom : theme[id];
  return loadSiteMdxComponents(root, base, shared, lacking);
}

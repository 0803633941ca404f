// parse → render, per doc.
import path from 'node:path';
import { blogsOf, type Config, postsPrefix } from '../core/config.js';
import { hasErrors } from '../core/diagnostics.js';
import type { BuildFile, Diagnostic, Doc, DocHeader, SourceFile } from '../core/model.js';
import { recordParsePath } from '../parse/markdown/markdown-it/parse-paths.js';
import { DEADLINE_RULE, parseDocs, type IslandChunks, type SitePackages, type TreeMemo } from '../parse/index.js';
import type { PipelineOptions } from '../parse/markdown/pipeline.js';
import { siteMdxComponentsFile } from '../parse/mdx/site-mdx-components.js';
import type { SiteRendering } from '../render/index.js';
import type { PreparedLocale } from './locale.js';
import { docHeadSignature } from '../lane/doc-head.js';
import { ownsBase, translationFolders, type LocaleSpec } from '../core/locales.js';
import { staticFoldersOf } from '../core/static-folders.js';

/** What the Markdown and MDX chains take from the config: every value crosses to the worker threads. */
export function pipelineOptionsOf(root: string, config: Config, spec: LocaleSpec): PipelineOptions {
  return {
    videos: config.videos,
    admonitionKeywords: config.markdown.admonitionKeywords,
    unknownDirectives: config.markdown.unknownDirectives,
    math: config.markdown.math,
    emoji: config.markdown.emoji,
    externalLinksInNewTab: config.markdown.externalLinksInNewTab,
    commentHeadingIds: config.markdown.commentHeadingIds,
    trailingSlash: config.trailingSlash,
    siteMdxComponents: siteMdxComponentsFile(root) !== undefined,
    plugins: config.markdown,
    folders: {
      root,
      content: path.resolve(root, config.contentDir),
      statics: staticFoldersOf(config).map((folder) => path.resolve(root, folder)),
      prefixed: Object.fromEntries(blogsOf(config).map((blog) => [postsPrefix(blog), path.resolve(root, blog.dir)])),
      // Follows from the doc set's config (its folder, the versions' settings), which keys its kept parses.
      contentByBytes: !ownsBase(spec),
      ...(spec.isDefault
        ? {}
        : {
            translated: translationFolders(spec.locale, spec.version?.name, spec.instance).map((folder) =>
              path.resolve(root, folder),
            ),
          }),
    },
  };
}

export interface DocPagesInput {
  locale: PreparedLocale;
  rendering: SiteRendering;
  diagnostics: Diagnostic[];
  /** A written build keeps a doc's links, anchors and search text once its page is on disk, not its HTML. */
  dropHtml: boolean;
  islandChunks: IslandChunks;
  packages: SitePackages;
  /** The MDX trees of texts that docs of the build share. */
  trees?: TreeMemo;
  /** Filled with each doc's parse digest (ParsedEntry), by source path, where it has one. */
  digests?: Map<string, string>;
}

/**
 * parse → render, per doc: each doc's page is rendered as soon as its Markdown is parsed (in workers
 * on a large site), so rendering and writing overlap parsing. Pages stop once an error is known;
 * parsing goes on only to report every error at once. Returns every doc, in source order.
 */
export async function* docPages({
  locale,
  rendering,
  diagnostics,
  dropHtml,
  islandChunks,
  packages,
  trees,
  digests,
}: DocPagesInput): AsyncGenerator<BuildFile, Doc[]> {
  const { loaded, headers, cached, strings } = locale;
  const { sources, config } = loaded;
  const frame = locale.assembled.frame;
  const docs: Doc[] = new Array(sources.length);
  cached.kept.forEach((entry, i) => {
    if (entry) docs[i] = entry.doc;
  });
  let failed = hasErrors(diagnostics);
  for (const entry of cached.kept) {
    if (entry?.digest !== undefined) digests?.set(entry.doc.source.path, entry.digest);
    if (entry && !failed) yield* rendering.docPages(entry.doc, entry.digest);
  }
  const staleIndex: number[] = [];
  const stale: SourceFile[] = [];
  sources.forEach((source, i) => {
    if (cached.kept[i]) return;
    staleIndex.push(i);
    stale.push(source);
  });
  for await (const [at, { body, diagnostics: found, parsedBy }] of parseDocs(stale, {
    table: headers.table,
    routes: headers.routes,
    strings,
    pipelineOptions: pipelineOptionsOf(loaded.root, config, locale.spec),
    frame,
    islandChunks,
    packages,
    ...(trees ? { trees } : {}),
    deadlineMs: config.limits.parseSeconds * 1000,
    report: (problem) => diagnostics.push(problem),
  })) {
    const i = staleIndex[at];
    if (i === undefined) throw new Error(`The parser answered for doc ${at} of ${stale.length}`);
    recordParsePath(parsedBy);
    const doc: Doc = { ...(headers.headers[i] as DocHeader), ...body };
    // A deadline missed says how busy this machine was, not what the doc is: it is never cached.
    const timedOut = found.some((problem) => problem.ruleId === DEADLINE_RULE);
    const entry = { doc, diagnostics: [...(headers.headerDiagnostics[i] ?? []), ...found] };
    // A doc's header signature, for the one-doc rebuild (src/lane/): posts and pages are never rebuilt alone.
    const head = doc.source.post || doc.source.page ? {} : { head: () => docHeadSignature(doc.source.text) };
    const digest = timedOut ? undefined : cached.store(doc.source, { ...entry, ...head });
    if (digest !== undefined) digests?.set(doc.source.path, digest);
    diagnostics.push(...found);
    failed ||= hasErrors(found);
    if (!failed) yield* rendering.docPages(doc, digest);
    // Measured: 1.18 → 0.99 GB peak at 10,000 pages.
    // A post's HTML is shown again on the blog's list pages, drawn after every doc.
    docs[i] = dropHtml && !failed && !doc.source.post ? { ...doc, html: '' } : doc;
  }
  return docs;
}

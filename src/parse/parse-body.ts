import type { Root } from 'hast';
import { linkContextOf } from './markdown/link-context.js';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import type { LinkContext } from './markdown/data.js';
import { findInlineOverload } from './markdown/inline-bounds.js';
import { findTooDeepNesting, MAX_NESTING } from './markdown/nesting.js';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import { within, withinEach } from './within.js';
import { PluginFailure } from './markdown/user-plugins.js';
import type { RouteTable } from '../load/doc-header.js';
import type { Diagnostic, DocBody, SourceFile } from '../core/model.js';
import { excerptSource } from '../load/blog/truncate.js';
import type { ParsePath } from './markdown/markdown-it/remark-fast-parse.js';
import { loadMicromark, MicromarkNotLoaded } from './markdown/micromark/load.js';

export type { RouteTable } from '../load/doc-header.js';

export interface BodyResult {
  body: DocBody;
  diagnostics: Diagnostic[];
  /** Which parser read the Markdown (`--profile` counts them). */
  parsedBy?: ParsePath;
}

const EMPTY_BODY: DocBody = { html: '', headings: [], anchorIds: new Set(), links: [], sections: [] };

/** A doc that needs micromark before it is loaded: the async callers load it and parse the doc again. */
const NEEDS_MICROMARK = Symbol('needs micromark');
type BodyOrMiss = BodyResult | typeof NEEDS_MICROMARK;

/**
 * `SourceFile` → `DocBody`: Markdown → HTML, headings, links, search sections. A doc nested too
 * deep, or any exception of the parser or a plugin, is an error of that doc (here, so the worker
 * threads report it the same way), never a crash of the build. Synchronous: a doc that needs
 * micromark throws until loadMicromark() has loaded it (the async functions below load it).
 */
export function parseBody(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): BodyResult {
  const result = parseBodyOnce(pipeline, source, table);
  if (result === NEEDS_MICROMARK) throw new MicromarkNotLoaded();
  return result;
}

function parseBodyOnce(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): BodyOrMiss {
  const tooDeep = tooDeepResult(source);
  if (tooDeep) return tooDeep;
  try {
    const { processor, file } = prepare(pipeline, source, table);
    const result = collect(processor.runSync(processor.parse(file), file), file, source);
    const cut = excerptSource(source);
    if (!cut) return result;
    const excerpt = parseBodyOnce(pipeline, cut, table);
    return excerpt === NEEDS_MICROMARK ? excerpt : withExcerpt(result, excerpt);
  } catch (error) {
    if (error instanceof MicromarkNotLoaded) return NEEDS_MICROMARK;
    return failed(source, error);
  }
}

/**
 * A post's list pages show its text up to the truncate marker: that text parsed on its own, as
 * Docusaurus compiles it, so no element is left open. Its problems are the whole post's, said once.
 */
function withExcerpt(result: BodyResult, excerpt: BodyResult): BodyResult {
  return { ...result, body: { ...result.body, excerpt: excerpt.body.html } };
}

/**
 * The same around another parser (MDX's): the whole post, then its text before the marker. A parser
 * that declines the post (`undefined`: a parse worker's MDX that needs bundling) declines both.
 */
export async function parsedWithExcerpt<Result extends BodyResult | undefined>(
  source: SourceFile,
  parse: (source: SourceFile) => Promise<Result>,
): Promise<Result> {
  const result = await parse(source);
  const cut = excerptSource(source);
  if (!cut || result === undefined) return result;
  const excerpt = await parse(cut);
  return excerpt === undefined ? excerpt : (withExcerpt(result, excerpt) as Result);
}

/** The same, for a chain with the site's own plugins, which may be async. */
export async function parseBodyAsync(
  pipeline: MarkdownPipeline,
  source: SourceFile,
  table: RouteTable,
): Promise<BodyResult> {
  if (!pipeline.runsAsync) {
    const result = parseBodyOnce(pipeline, source, table);
    if (result !== NEEDS_MICROMARK) return result;
    await loadMicromark();
    return parseBody(pipeline, source, table);
  }
  // The site's plugins: most often remark plugins, which turn the fast path off.
  await loadMicromark();
  const tooDeep = tooDeepResult(source);
  if (tooDeep) return tooDeep;
  try {
    const { processor, file } = prepare(pipeline, source, table);
    const result = collect(await processor.run(processor.parse(file), file), file, source);
    const cut = excerptSource(source);
    return cut ? withExcerpt(result, await parseBodyAsync(pipeline, cut, table)) : result;
  } catch (error) {
    return failed(source, error);
  }
}

/**
 * The same, given `ms` milliseconds: `undefined` once it has run that long. A chain with async
 * plugins is held to it while it tokenizes, the synchronous part that can run away.
 */
export async function parseBodyWithin(
  pipeline: MarkdownPipeline,
  source: SourceFile,
  table: RouteTable,
  ms: number,
): Promise<BodyResult | undefined> {
  if (!pipeline.runsAsync) return (await parseBodiesWithin(pipeline, [source], table, ms))[0];
  await loadMicromark();
  const tooDeep = tooDeepResult(source);
  if (tooDeep) return tooDeep;
  try {
    const { processor, file } = prepare(pipeline, source, table);
    const tree = within(ms, () => processor.parse(file));
    if (!tree) return undefined;
    const result = collect(await processor.run(tree, file), file, source);
    const cut = excerptSource(source);
    return cut ? withExcerpt(result, await parseBodyAsync(pipeline, cut, table)) : result;
  } catch (error) {
    return failed(source, error);
  }
}

/**
 * The same for several docs in turn: a synchronous chain runs them under one watchdog (withinEach),
 * each still held to `ms`.
 */
export async function parseBodiesWithin(
  pipeline: MarkdownPipeline,
  sources: readonly SourceFile[],
  table: RouteTable,
  ms: number,
): Promise<Array<BodyResult | undefined>> {
  if (!pipeline.runsAsync) {
    const results = withinEach(sources, ms, (source) => parseBodyOnce(pipeline, source, table));
    const missed = sources.filter((_, i) => results[i] === NEEDS_MICROMARK);
    if (missed.length === 0) return results as Array<BodyResult | undefined>;
    await loadMicromark();
    const again = withinEach(missed, ms, (source) => parseBody(pipeline, source, table));
    let next = 0;
    return results.map((result) => (result === NEEDS_MICROMARK ? again[next++] : result));
  }
  const results: Array<BodyResult | undefined> = [];
  for (const source of sources) results.push(await parseBodyWithin(pipeline, source, table, ms));
  return results;
}

/** The error of a doc that would cost too much to parse (runs of delimiters, nesting), checked first. */
export function tooDeepResult(source: SourceFile): BodyResult | undefined {
  const overload = findInlineOverload(source.text);
  if (overload) {
    const { message, ruleId, ...place } = overload;
    return {
      body: EMPTY_BODY,
      diagnostics: [{ severity: 'error', file: source.path, ...place, message, ruleId, hint: 'split the text up' }],
    };
  }
  const tooDeep = findTooDeepNesting(source.text);
  if (!tooDeep) return undefined;
  const message = `Lists, block quotes or directives are nested more than ${MAX_NESTING} levels deep`;
  return {
    body: EMPTY_BODY,
    diagnostics: [
      {
        severity: 'error',
        file: source.path,
        ...tooDeep,
        message,
        ruleId: 'nesting-too-deep',
        hint: 'flatten the structure',
      },
    ],
  };
}

function failed(source: SourceFile, error: unknown): BodyResult {
  if (error instanceof PluginFailure) {
    // A plugin's own VFileMessage knows where in the doc it stopped.
    const place = error.cause as { line?: number | null; column?: number | null };
    const diagnostic: Diagnostic = {
      severity: 'error',
      file: source.path,
      line: place?.line ?? 1,
      column: place?.column ?? 1,
      message: error.message,
      ruleId: 'plugin-failed',
      hint: 'fix or remove the plugin in helpdocs.config.ts',
    };
    return { body: EMPTY_BODY, diagnostics: [diagnostic] };
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const message = `Markdown could not be parsed: ${detail}`;
  return {
    body: EMPTY_BODY,
    diagnostics: [
      { severity: 'error', file: source.path, line: 1, column: 1, message, ruleId: 'markdown-parse-failed' },
    ],
  };
}

function prepare(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable) {
  const linkContext: LinkContext = linkContextOf(source, table);
  const file = new VFile({
    path: source.path,
    value: source.text,
    data: { linkContext, ...(source.post ? { blogPost: true } : {}) },
  });
  return { processor: pipeline.forText(source.text), file };
}

function collect(hast: Root, file: VFile, source: SourceFile): BodyResult {
  const diagnostics: Diagnostic[] = [];
  for (const problem of file.data.problems ?? []) diagnostics.push({ ...problem, file: source.path });
  for (const message of file.messages) {
    diagnostics.push({
      severity: message.fatal ? 'error' : 'warning',
      file: source.path,
      line: message.line ?? 1,
      column: message.column ?? 1,
      message: message.reason,
      ruleId: message.ruleId ?? 'markdown',
    });
  }
  const body: DocBody = {
    // Serialising is part of the try of parseBody: hast-util-to-html recurses too.
    html: toHtml(hast),
    headings: file.data.headings ?? [],
    anchorIds: file.data.anchorIds ?? new Set(),
    links: file.data.links ?? [],
    sections: file.data.sections ?? [],
    ...(file.data.files ? { files: file.data.files } : {}),
    ...(file.data.math ? { math: file.data.math } : {}),
    ...(file.data.styles ? { styles: file.data.styles } : {}),
    ...(file.data.titleHtml ? { titleHtml: file.data.titleHtml } : {}),
    ...(file.data.titleInBody ? { titleInBody: true as const } : {}),
  };
  return { body, diagnostics, ...(file.data.parsedBy ? { parsedBy: file.data.parsedBy } : {}) };
}

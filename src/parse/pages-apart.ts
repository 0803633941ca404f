// The site's remark and rehype plugins on standalone pages (`pagesDir`): a Docusaurus site's docs plugins are
// the docs plugin's alone (preset-classic gives `docs` to plugin-content-docs), and its pages plugin compiles
// src/pages with its own, none by default (plugin-content-pages options.js, DEFAULT_OPTIONS). Config
// `markdown.pluginsOnPages` off parses those pages apart, without the site's plugins.
import type { SourceFile } from '../core/model.js';
import type { PipelineOptions } from './markdown/pipeline.js';
import { hasUserPlugins } from './markdown/user-plugins.js';

/** Sources parsed with one set of options, and where each is among all the sources. */
export interface SourceGroup {
  sources: SourceFile[];
  indexes: number[];
  pipelineOptions: PipelineOptions;
}

/** A standalone page: a post is a page too, but takes the site's plugins. */
const isStandalonePage = (source: SourceFile) => source.page === true && source.post === undefined;

/** The sources in the groups they are parsed in: one, unless pages go without the site's plugins. */
export function groupsByPlugins(sources: readonly SourceFile[], options: PipelineOptions): SourceGroup[] {
  const { plugins } = options;
  if (!plugins || plugins.pluginsOnPages || !hasUserPlugins(plugins) || !sources.some(isStandalonePage))
    return [{ sources: [...sources], indexes: sources.map((_, i) => i), pipelineOptions: options }];
  const withoutPlugins = { ...options, plugins: { ...plugins, remarkPlugins: [], rehypePlugins: [] } };
  const docs: SourceGroup = { sources: [], indexes: [], pipelineOptions: options };
  const pages: SourceGroup = { sources: [], indexes: [], pipelineOptions: withoutPlugins };
  sources.forEach((source, i) => {
    const group = isStandalonePage(source) ? pages : docs;
    group.sources.push(source);
    group.indexes.push(i);
  });
  return [docs, pages].filter((group) => group.sources.length > 0);
}

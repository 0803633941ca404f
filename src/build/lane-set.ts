// A doc set as the one-doc rebuild's record keeps it (src/lane/record.ts), from what the build made of it.
import { parsesAsMdx } from '../core/markdown-format.js';
import type { Doc } from '../core/model.js';
import { pageFilesOf } from '../core/routes.js';
import type { LaneSearch, LaneSet } from '../lane/record.js';
import { hasUserPlugins } from '../parse/markdown/user-plugins.js';
import { searchLanguageOf, type SearchLanguageCode } from '../search/languages.js';
import type { SearchStore } from '../search/store.js';
import { pipelineOptionsOf } from './doc-pages.js';
import type { PreparedLocale } from './locale.js';

/**
 * Undefined when a doc of the set may not be drawn alone: the set runs the site's Markdown plugins (functions,
 * which no record holds), holds MDX (which may import a Markdown file as a part of its page), or a doc has no parse
 * digest (its parse missed the deadline) or no page drawn with a key.
 */
export function laneSetOf(
  locale: PreparedLocale,
  docs: readonly Doc[],
  digests: ReadonlyMap<string, string>,
  frames: ReadonlyMap<string, string>,
  store: SearchStore | undefined,
  searchBase: string,
): LaneSet | undefined {
  const { loaded, headers, cached, strings } = locale;
  const { config } = loaded;
  if (hasUserPlugins(config.markdown) || cached.context === '') return undefined;
  const records: LaneSet['docs'] = {};
  for (const doc of docs) {
    const { source } = doc;
    const frame = frames.get(doc.route);
    if (parsesAsMdx(source, config.markdown.format) || !digests.has(source.path) || frame === undefined)
      return undefined;
    if (!source.post && !source.page) records[source.path] = [source.contentPath, frame];
  }
  const { plugins: _plugins, ...pipelineOptions } = pipelineOptionsOf(loaded.root, config, locale.spec);
  return {
    worker: {
      base: headers.table.base,
      strings: { locale: strings.locale, catalogue: strings.catalogue },
      routes: [...headers.routes],
      pipelineOptions,
      deadlineMs: config.limits.parseSeconds * 1000,
    },
    context: cached.context,
    scope: cached.scope,
    docs: records,
    pages: { files: pageFilesOf(config), base: config.base },
    ...(store
      ? { search: laneSearchOf(store, searchBase, searchLanguageOf(config.locale), config.search.synonyms) }
      : {}),
  };
}

function laneSearchOf(
  store: SearchStore,
  base: string,
  code: SearchLanguageCode,
  synonyms: readonly (readonly string[])[],
): LaneSearch {
  return {
    base,
    code,
    synonyms: synonyms.map((group) => [...group]),
    pages: store.pages,
    // A doc's sections' text stays in its parse entry, unread (a kept doc reads it from there); a generated page's
    // is its own.
    sections: store.sections.map((section) => {
      const { page, anchor, heading } = section;
      return store.pages[page]?.key === undefined ? [page, anchor, heading, section.text] : [page, anchor, heading];
    }),
  };
}

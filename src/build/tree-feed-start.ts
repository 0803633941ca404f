// The MDX texts this thread will compile, tokenized ahead in a worker (parse/mdx/tree-feed.ts).
import { remarkPluginsChangeSyntax } from '../parse/markdown/syntax-plugins.js';
import { mdxTextsParsedHere } from '../parse/pool.js';
import { FEED_FROM, TreeFeed } from '../parse/mdx/tree-feed.js';
import { pipelineOptionsOf } from './doc-pages.js';
import type { PreparedLocale } from './locale.js';

/** A feed of the locales' MDX texts that are parsed in this build and in this thread, when worth a worker. */
export function startTreeFeed(locales: readonly PreparedLocale[]): TreeFeed | undefined {
  const first = locales.find(({ loaded }) => loaded.config.markdown.mdx);
  if (!first) return undefined;
  const all = locales.flatMap(({ loaded, cached }) =>
    loaded.config.markdown.mdx
      ? mdxTextsParsedHere(
          loaded.sources.filter((_, i) => !cached.kept[i]),
          loaded.config.markdown.format,
        )
      : [],
  );
  const texts = [...new Set(all)];
  // Below FEED_FROM no worker starts: the plugins are not even looked at.
  if (texts.reduce((sum, text) => sum + text.length, 0) < FEED_FROM) return undefined;
  const { root, config } = first.loaded;
  // Plugins are functions, which cannot cross to a thread: the worker loads the config again.
  const { plugins, ...pipelineOptions } = pipelineOptionsOf(root, config, first.spec);
  return TreeFeed.start({
    texts,
    siteRoot: root,
    // Plugins are attached again in the worker only when they change the syntax it tokenizes.
    ...(remarkPluginsChangeSyntax(plugins) ? { pluginsFrom: root } : {}),
    pipelineOptions,
    strings: { locale: first.strings.locale, catalogue: first.strings.catalogue },
    deadlineMs: config.limits.parseSeconds * 1000,
  });
}

import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin, type PluggableList, type Processor } from 'unified';
import type { Strings } from '../../core/strings.js';
import type { MarkdownPlugins, VideoSetting } from '../../core/config.js';
import { createHighlighter, type Highlighter } from './code/highlighter.js';
import { rehypeCodeBlocks } from './code/rehype-code-blocks.js';
import { rehypeDropCodeProps } from './code/code-meta.js';
import { remarkContentTitle } from './remark-content-title.js';
import { directiveOptions, remarkDirectives } from './remark-directives.js';
import { remarkEsmLines } from './remark-esm-lines.js';
import { remarkImages } from './remark-images.js';
import { remarkImageFiles } from './images/remark-image-files.js';
import type { SiteFolders } from './images/image-files.js';
import { remarkLegacyAdmonitionTitles } from './legacy-admonition-titles.js';
import { remarkParseInPieces } from './chunked-parse.js';
import { fastPathOn, remarkFastParse } from './markdown-it/remark-fast-parse.js';
import { remarkCards } from './remark-cards.js';
import { remarkTabs } from './remark-tabs.js';
import { remarkDocLinks } from './remark-doc-links.js';
import { remarkSafeUrls } from './remark-safe-urls.js';
import { gfmPartsFor, type GfmPart } from './gfm-parts.js';
import { loadedMicromark, type MicromarkSyntax } from './micromark/load.js';
import { rehypeHeadings } from './rehype-headings.js';
import { rehypeRelativeHrefs, remarkAddedRelativeLinks } from './relative-hrefs.js';
import { rehypeRawHtml } from './rehype-raw-html.js';
import { rehypeSections } from './rehype-sections.js';
import { mathPlugins } from './math/load.js';
import { scrollRegionHandlers } from './scroll-regions.js';
import { rehypeMarkOwnElements, rehypePluginGuard } from './rehype-plugin-guard.js';
import { hasUserPlugins, userPlugins } from './user-plugins.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { remarkHeadingSlugText } from './remark-heading-slug-text.js';
import { emojiPlugin } from './emoji/load.js';
import { remarkExternalLinks } from './remark-external-links.js';
import { rehypeStyleClasses } from './style-classes.js';

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot>;

export interface MarkdownPipeline {
  /** The chain for this doc's text: the same output, without GFM constructs whose markers the text lacks. */
  forText(markdown: string): MarkdownProcessor;
  /** The site's plugins may be async: the chain is then run with `run`, not `runSync`. */
  readonly runsAsync?: boolean;
}

export interface PipelineOptions {
  /** The config's `videos`, which `::video{name="…"}` refers to. */
  videos?: Readonly<Record<string, VideoSetting>>;
  /** `markdown.admonitionKeywords`: more names drawn as an info admonition. */
  admonitionKeywords?: readonly string[] | undefined;
  /** `markdown.unknownDirectives`: whether a block directive no one draws is an error or a warning. */
  unknownDirectives?: 'error' | 'warning' | undefined;
  /** Where local images are read from (their size, `#inline` SVGs); without it images are left as written. */
  folders?: SiteFolders;
  /** The config's `trailingSlash`: whether page URLs end in `/`, so a relative URL is read from the page itself. */
  trailingSlash?: boolean | undefined;
  /** The site has a swizzled `src/theme/MDXComponents` (its components are served in the main thread). */
  siteMdxComponents?: boolean;
  /** `markdown.math` of the config: `$…$` and `$$…$$` typeset with KaTeX (math/load.ts must have loaded it). */
  math?: boolean;
  /** `markdown.emoji` of the config: `:battery:` in text becomes 🔋 (emoji/load.ts must have loaded it). */
  emoji?: boolean;
  /** `markdown.externalLinksInNewTab`: links to other sites get target="_blank" (remark-external-links.ts). */
  externalLinksInNewTab?: boolean;
  /** `markdown.commentHeadingIds` of the config: `## Title {/* #id *\/}` and `<!-- #id -->` give the heading's id. */
  commentHeadingIds?: boolean;
  /**
   * The site's remark and rehype plugins (config `markdown`). Functions cannot be posted to a worker
   * thread: workers load them from the config themselves (parse-worker.ts).
   */
  plugins?: MarkdownPlugins;
  /** `false`: every doc is tokenized by micromark (the differential test's reference). */
  markdownIt?: boolean;
}

/**
 * The one ordered chain, built per set of GFM constructs a doc may hold, once per build and set.
 * Before micromark is loaded (micromark/load.ts), one chain without it serves every doc: the fast
 * path, or MicromarkNotLoaded for a doc it declines.
 */
export function createPipeline(strings: Strings, options: PipelineOptions = {}): MarkdownPipeline {
  const chains = new Map<string, MarkdownProcessor>();
  // One per pipeline: grammars load on first use and serve every chain.
  const highlighter = createHighlighter();
  return {
    runsAsync: hasUserPlugins(options.plugins),
    forText(markdown) {
      const syntax = loadedMicromark();
      const parts = syntax ? gfmPartsFor(markdown) : [];
      const key = syntax ? parts.join(',') : 'fast path only';
      let chain = chains.get(key);
      if (!chain) {
        const micromark: MicromarkPath | undefined = syntax && { syntax, gfm: [syntax.remarkGfmParts, parts] };
        chain = createChain(strings, highlighter, options, micromark);
        chains.set(key, chain);
      }
      return chain;
    },
  };
}

/** The chain with all of remark-gfm, as a reference for tests (micromark loaded first). */
export function createFullGfmChain(strings: Strings, options: PipelineOptions = {}): MarkdownProcessor {
  const syntax = loadedMicromark();
  if (!syntax) throw new Error('createFullGfmChain: await loadMicromark() first');
  return createChain(strings, createHighlighter(), options, { syntax, gfm: [syntax.remarkGfm] });
}

type GfmPlugin = [MicromarkSyntax['remarkGfm']] | [MicromarkSyntax['remarkGfmParts'], readonly GfmPart[]];

/** micromark's parser and the syntax the chain registers for it. */
interface MicromarkPath {
  syntax: MicromarkSyntax;
  gfm: GfmPlugin;
}

function createChain(
  strings: Strings,
  highlighter: Highlighter,
  options: PipelineOptions,
  micromark: MicromarkPath | undefined,
): MarkdownProcessor {
  const t = strings.t;
  const siteRehype = userPlugins(options.plugins, 'rehype');
  return (
    unified()
      .use(micromark ? [micromark.syntax.remarkParse] : [])
      // Under the legacy titles' rewrite, which reads the whole text for its fences.
      .use(remarkParseInPieces)
      // Most docs skip micromark: markdown-it's tokens become the same tree. Under the legacy titles'
      // rewrite, so both parsers read the rewritten text; off when the site's remark plugins may add syntax.
      .use(remarkFastParse, { enabled: fastPathOn(options), math: options.math })
      .use(remarkLegacyAdmonitionTitles)
      // Front matter is parsed separately (with positions); this only keeps it out of the body.
      .use(micromark ? [[micromark.syntax.remarkFrontmatter, ['yaml']], micromark.gfm as [Plugin]] : [])
      .use(options.math ? [mathPlugins().remarkMath] : [])
      // Before the content title, which reads the first heading's text.
      .use(remarkHeadingIds, { commentIds: options.commentHeadingIds })
      .use(remarkHeadingSlugText)
      // A doc without a front matter title shows its first `# heading` as the title, not twice.
      .use(remarkContentTitle)
      // After the content title, which Docusaurus slugs as written, as it does every heading (emoji/).
      .use(options.emoji ? [emojiPlugin()] : [])
      .use(micromark ? [micromark.syntax.remarkDirectiveNames] : [])
      // Before remarkDirectives, which calls every directive it does not know an error.
      .use(remarkTabs)
      .use(remarkCards)
      .use(
        remarkDirectives,
        directiveOptions(strings, options.videos, options.admonitionKeywords, options.unknownDirectives),
      )
      // Before the link rewriting, which leaves URLs with a scheme as they are.
      .use(remarkSafeUrls)
      // After the unsafe URLs are gone; before the link rewriting, which makes `pathname://` links plain paths.
      .use(options.externalLinksInNewTab ? [remarkExternalLinks] : [])
      .use(remarkEsmLines)
      // Before remarkDocLinks, which would take `#dark` for an anchor.
      .use(remarkImages)
      // Before remarkDocLinks, which would take `#inline` for an anchor and record an inlined SVG as an image.
      .use(remarkImageFiles, { folders: options.folders })
      // Needs every doc's route, so parsing starts once all sources are loaded.
      .use(remarkDocLinks, { folders: options.folders, trailingSlash: options.trailingSlash })
      // The site's remark plugins see the tree helpdocs made, before it becomes HTML.
      .use(userPlugins(options.plugins, 'remark'))
      .use(
        hasUserPlugins(options.plugins) ? [[remarkAddedRelativeLinks, { trailingSlash: options.trailingSlash }]] : [],
      )
      // Raw HTML is kept as `raw` nodes, parsed and held to the allow-list by rehypeRawHtml.
      .use(remarkRehype, { handlers: scrollRegionHandlers, allowDangerousHtml: true })
      // Before rehypeRawHtml, whose parse drops the fence options kept in `data`.
      .use(rehypeCodeBlocks, { highlighter, sitePlugins: siteRehype.length > 0 })
      // The site's rehype plugins run before the sanitizer (the guard, then rehypeRawHtml for any
      // raw HTML they add), so nothing they produce can put a script on a page.
      .use(withGuard(siteRehype))
      .use(rehypeRawHtml, { sourceHtmlOnly: !hasUserPlugins(options.plugins) })
      // After the raw HTML is parsed: its relative links are read from the page's URL, as Docusaurus has it.
      .use(rehypeRelativeHrefs, { trailingSlash: options.trailingSlash })
      // After rehypeRawHtml: KaTeX's markup is ours, not the writer's HTML.
      .use(options.math ? [mathPlugins().rehypeMath] : [])
      // After the sanitizer and KaTeX: a style attribute left is a plugin's, which the pages' CSP blocks. A site
      // without plugins has none, and its docs are spared the walk.
      .use(hasUserPlugins(options.plugins) ? [rehypeStyleClasses] : [])
      // Ids before sections: sections carry the heading ids as search anchors.
      .use(rehypeHeadings, { anchorLabel: (title) => t('doc.anchorLabel', { title }) })
      .use(rehypeSections)
      .freeze() as unknown as MarkdownProcessor
  );
}

/**
 * The site's rehype plugins between the marking of helpdocs's own elements and the guard, then the code's
 * Docusaurus props dropped; nothing without plugins.
 */
function withGuard(plugins: PluggableList): PluggableList {
  return plugins.length === 0 ? [] : [rehypeMarkOwnElements, ...plugins, rehypePluginGuard, rehypeDropCodeProps];
}

// The remark/rehype plugins an MDX doc goes through: those of the Markdown chain (markdown/pipeline.ts),
// in the same order, so MDX docs get the same directives, links, highlighting, ids and search text.
import { remarkDirectiveNames } from '../markdown/remark-directive-names.js';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Pluggable, PluggableList } from 'unified';
import type { Strings } from '../../core/strings.js';
import type { Highlighter } from '../markdown/code/highlighter.js';
import type { PipelineOptions } from '../markdown/pipeline.js';
import { fastPathOn, remarkFastParse } from '../markdown/markdown-it/remark-fast-parse.js';
import { rehypeCodeBlocks } from '../markdown/code/rehype-code-blocks.js';
import { rehypeDropCodeProps } from '../markdown/code/code-meta.js';
import { rehypeHeadings } from '../markdown/rehype-headings.js';
import { rehypeSections } from '../markdown/rehype-sections.js';
import { mathPlugins } from '../markdown/math/load.js';
import { directiveOptions, remarkDirectives } from '../markdown/remark-directives.js';
import { remarkDocLinks } from '../markdown/remark-doc-links.js';
import { remarkAddedRelativeLinks, remarkJsxRelativeHrefs } from '../markdown/relative-hrefs.js';
import { remarkImageFiles } from '../markdown/images/remark-image-files.js';
import { remarkCards } from '../markdown/remark-cards.js';
import { remarkTabs } from '../markdown/remark-tabs.js';
import { scrollRegionHandlers } from '../markdown/scroll-regions.js';
import { rehypeMarkOwnElements, rehypePluginGuard } from '../markdown/rehype-plugin-guard.js';
import { hasUserPlugins, userPlugins } from '../markdown/user-plugins.js';
import { rehypeMdxJsxGuard } from './rehype-mdx-jsx-guard.js';
import { rehypeCodeHtml } from './rehype-code-html.js';
import { rehypeStaticHtml } from './rehype-static-html.js';
import { remarkMdxImports } from './remark-mdx-imports.js';
import { remarkMdxIslands } from './remark-mdx-islands.js';
import remarkComment from '@slorber/remark-comment';
import { remarkHeadingIds } from '../markdown/remark-heading-ids.js';
import { remarkHeadingSlugText } from '../markdown/remark-heading-slug-text.js';
import { remarkContentTitle } from '../markdown/remark-content-title.js';
import { emojiPlugin } from '../markdown/emoji/load.js';
import { remarkExternalLinks } from '../markdown/remark-external-links.js';
import { remarkTocExport } from './remark-toc-export.js';
import { remarkFrontMatterExport } from './remark-front-matter-export.js';
import { mdxJsxAttributes } from './mdx-jsx-attributes.js';

export function mdxPlugins(strings: Strings, highlighter: Highlighter, options: PipelineOptions, siteRoot: string) {
  const t = strings.t;
  const remarkPlugins: PluggableList = [
    // An MDX doc written as plain Markdown skips micromark too (markdown-it/remark-fast-parse.ts).
    [remarkFastParse, { enabled: fastPathOn(options), math: options.math, mdx: true }],
    [remarkFrontmatter, ['yaml']],
    remarkGfm,
    // `<!-- … -->` in MDX, accepted and left out of the page as Docusaurus 3 does (mdx1Compat.comments).
    remarkComment,
    // `frontMatter` and `contentTitle` in scope, the title read as Docusaurus reads it: before the heading ids.
    remarkFrontMatterExport,
    [remarkHeadingIds, { commentIds: options.commentHeadingIds }],
    remarkHeadingSlugText,
    // A doc without a front matter title shows its first `# heading` as the title, not twice.
    remarkContentTitle,
    ...(options.emoji ? [emojiPlugin()] : []),
    remarkTocExport,
    ...(options.math ? [mathPlugins().remarkMath] : []),
    remarkDirectiveNames,
    remarkTabs,
    remarkCards,
    [
      remarkDirectives,
      directiveOptions(strings, options.videos, options.admonitionKeywords, options.unknownDirectives),
    ],
    [remarkImageFiles, { folders: options.folders }],
    // Before the link rewriting, which makes `pathname://` links plain paths.
    ...(options.externalLinksInNewTab ? [remarkExternalLinks] : []),
    [remarkDocLinks, { folders: options.folders, trailingSlash: options.trailingSlash }],
    // Its JSX `<a href>` too, read from the page's URL as Docusaurus has it.
    [remarkJsxRelativeHrefs, { trailingSlash: options.trailingSlash }],
    remarkMdxImports,
    [remarkMdxIslands, { siteRoot }],
    // The site's own, after helpdocs's and before Markdown becomes HTML, as in the Markdown chain.
    ...userPlugins(options.plugins, 'remark'),
    // The links they added, read from the page's URL: the doc's own were written from the base above.
    ...(hasUserPlugins(options.plugins)
      ? [[remarkAddedRelativeLinks, { trailingSlash: options.trailingSlash }] satisfies Pluggable]
      : []),
    // After them: a JSX node they built without attributes has none, as MDX reads it.
    mdxJsxAttributes,
  ];
  const siteRehype = userPlugins(options.plugins, 'rehype');
  const rehypePlugins: PluggableList = [
    [rehypeCodeBlocks, { highlighter, sitePlugins: siteRehype.length > 0 }],
    // Guarded as in the Markdown chain: what they add is held to the raw-HTML rules for scripts.
    ...(siteRehype.length > 0 ? [rehypeMarkOwnElements, ...siteRehype, rehypePluginGuard, rehypeDropCodeProps] : []),
    ...(options.math ? [mathPlugins().rehypeMath] : []),
    [rehypeHeadings, { anchorLabel: (title: string) => t('doc.anchorLabel', { title }), jsx: true }],
    rehypeSections,
    // The JSX the doc (or a plugin) wrote, as it will be compiled, held to the rules for code.
    rehypeMdxJsxGuard,
    // Last: a doc with nothing to run as HTML, or its code blocks as HTML, once every plugin has seen them.
    rehypeStaticHtml,
    rehypeCodeHtml,
  ];
  return { remarkPlugins, rehypePlugins, remarkRehypeOptions: { handlers: scrollRegionHandlers } };
}

// The remark/rehype plugins an MDX doc goes through: those of the Markdown chain (markdown/pipeline.ts),
// in the same order, so MDX docs get the same directives, links, highlighting, ids and search text.
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { Strings } from '../../core/strings.js';
import type { Highlighter } from '../markdown/code/highlighter.js';
import type { PipelineOptions } from '../markdown/pipeline.js';
import { rehypeCodeBlocks } from '../markdown/code/rehype-code-blocks.js';
import { rehypeHeadings } from '../markdown/rehype-headings.js';
import { rehypeSections } from '../markdown/rehype-sections.js';
import { directiveOptions, remarkDirectives } from '../markdown/remark-directives.js';
import { remarkDocLinks } from '../markdown/remark-doc-links.js';
import { remarkTabs } from '../markdown/remark-tabs.js';
import { scrollRegionHandlers } from '../markdown/scroll-regions.js';
import { remarkMdxImports } from './remark-mdx-imports.js';
import { remarkMdxIslands } from './remark-mdx-islands.js';

export function mdxPlugins(strings: Strings, highlighter: Highlighter, options: PipelineOptions, siteRoot: string) {
  const t = strings.t;
  const remarkPlugins: PluggableList = [
    [remarkFrontmatter, ['yaml']],
    remarkGfm,
    remarkDirective,
    remarkTabs,
    [remarkDirectives, directiveOptions(strings, options.videos)],
    remarkDocLinks,
    remarkMdxImports,
    [remarkMdxIslands, { siteRoot }],
  ];
  const rehypePlugins: PluggableList = [
    [rehypeCodeBlocks, { highlighter }],
    [rehypeHeadings, { anchorLabel: (title: string) => t('doc.anchorLabel', { title }) }],
    rehypeSections,
  ];
  return { remarkPlugins, rehypePlugins, remarkRehypeOptions: { handlers: scrollRegionHandlers } };
}

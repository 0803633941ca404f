import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeHighlight from 'rehype-highlight';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin, type Processor } from 'unified';
import type { Strings } from '../render/strings.js';
import { aliases, languages } from './languages.js';
import { isAdmonitionName, remarkAdmonitions } from './remark-admonitions.js';
import { remarkDocLinks } from './remark-doc-links.js';
import { mayHaveAutolinkLiterals, remarkGfmWithoutAutolinks } from './remark-gfm-without-autolinks.js';
import { remarkUnknownDirectives } from './remark-unknown-directives.js';
import { remarkVideo } from './remark-video.js';
import { rehypeHeadings } from './rehype-headings.js';
import { rehypeScrollRegions } from './rehype-scroll-regions.js';
import { rehypeSections } from './rehype-sections.js';

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot>;

export interface MarkdownPipeline {
  /** The chain for this doc's text: the same output, without looking for bare URLs where none can be. */
  forText(markdown: string): MarkdownProcessor;
}

/** The one ordered chain, in two builds that differ only in autolink literals. Built once per build. */
export function createPipeline(strings: Strings): MarkdownPipeline {
  const { full, withoutAutolinks } = createChains(strings);
  return { forText: (markdown) => (mayHaveAutolinkLiterals(markdown) ? full : withoutAutolinks) };
}

export function createChains(strings: Strings): { full: MarkdownProcessor; withoutAutolinks: MarkdownProcessor } {
  return { full: createChain(strings, remarkGfm as Plugin<[], MdastRoot>), withoutAutolinks: createChain(strings, remarkGfmWithoutAutolinks) };
}

function createChain(strings: Strings, gfm: Plugin<[], MdastRoot>): MarkdownProcessor {
  const t = strings.t;
  return (
    unified()
      .use(remarkParse)
      // Front matter is parsed separately (with positions); this only keeps it out of the body.
      .use(remarkFrontmatter, ['yaml'])
      .use(gfm)
      .use(remarkDirective)
      // Known directives first, so the catch-all only sees what nobody claimed.
      .use(remarkAdmonitions, {
        titles: {
          note: t('admonition.note'),
          tip: t('admonition.tip'),
          info: t('admonition.info'),
          warning: t('admonition.warning'),
          caution: t('admonition.caution'),
          danger: t('admonition.danger'),
        },
      })
      .use(remarkVideo)
      .use(remarkUnknownDirectives, { known: (name) => isAdmonitionName(name) || name === 'video' })
      // Needs every doc's route, so parsing starts once all sources are loaded.
      .use(remarkDocLinks)
      .use(remarkRehype)
      .use(rehypeHighlight, { languages, aliases, detect: false, plainText: ['text', 'txt'] })
      .use(rehypeScrollRegions)
      // Ids before sections: sections carry the heading ids as search anchors.
      .use(rehypeHeadings, { anchorLabel: (title) => t('doc.anchorLabel', { title }) })
      .use(rehypeSections)
      .freeze() as unknown as MarkdownProcessor
  );
}

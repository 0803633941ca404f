// The modules behind Docusaurus's `@theme/…` import paths, as an MDX doc's require() sees them.
import type { Strings } from '../../../core/strings.js';
import { admonitionTitles } from '../../markdown/remark-directives.js';
import { createAdmonition } from './Admonition.js';
import { Card } from './Card.js';
import { CardGrid } from './CardGrid.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { DocCardList } from './DocCardList.js';
import { TabItem } from './TabItem.js';
import { Tabs } from './Tabs.js';
import type { THEME_NAMES } from './names.js';
import { TOCInline } from './TOCInline.js';
import { ThemedImage } from './ThemedImage.js';
import { IdealImage } from './IdealImage.js';
import { Heading } from './Heading.js';
import { docusaurusModules, type DocusaurusSite } from './docusaurus.js';
import { MDXProvider, useMDXComponents } from './mdx-provider.js';

export type ThemeModules = Record<string, { __esModule: true; default: unknown }>;

export function themeModules(strings: Strings, site: DocusaurusSite): ThemeModules {
  const Admonition = createAdmonition(admonitionTitles(strings));
  const components: Record<(typeof THEME_NAMES)[number], unknown> = {
    Tabs,
    TabItem,
    Admonition,
    Details,
    CodeBlock,
    DocCardList,
    TOCInline,
    CardGrid,
    Card,
    ThemedImage,
    IdealImage,
    Heading,
  };
  return {
    ...Object.fromEntries(
      Object.entries(components).map(([name, component]) => [
        `@theme/${name}`,
        { __esModule: true, default: component },
      ]),
    ),
    '@mdx-js/react': { __esModule: true, default: MDXProvider, MDXProvider, useMDXComponents },
    ...Object.fromEntries(
      Object.entries(docusaurusModules(site)).map(([id, exports]) => [id, { __esModule: true, ...exports }]),
    ),
  } as ThemeModules;
}

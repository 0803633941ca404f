import type { Config } from '../src/core/config.js';
import { docDescription as firstLineDescription } from '../src/load/doc-description.js';
import { docDescription } from '../src/render/excerpt.js';
import type { DocPageProps, HeadProps } from './context.js';

/** What a doc's page puts in <head>: the same for a doc page and a splash page. */
export function docHead(
  doc: DocPageProps['doc'],
  stylesheets: DocPageProps['stylesheets'],
  canonical?: string,
  /** The doc's version asks search engines to keep out (`noIndex`). */
  noIndexVersion?: boolean,
  /** The config's `descriptions`: the start of the text, or its first line as Docusaurus takes it. */
  descriptions: Config['descriptions'] = 'text',
): HeadProps {
  return {
    title: doc.title,
    description: descriptions === 'first-line' ? firstLineDescription(doc) : docDescription(doc),
    keywords: doc.frontMatter.keywords,
    route: doc.route,
    noindex: doc.frontMatter.unlisted || noIndexVersion === true,
    ...(canonical === undefined ? {} : { canonical }),
    stylesheets,
  };
}

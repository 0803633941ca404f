import { docDescription } from '../src/render/excerpt.js';
import type { DocPageProps, HeadProps } from './context.js';

/** What a doc's page puts in <head>: the same for a doc page and a splash page. */
export function docHead(
  doc: DocPageProps['doc'],
  stylesheets: DocPageProps['stylesheets'],
  canonical?: string,
  /** The doc's version asks search engines to keep out (`noIndex`). */
  noIndexVersion?: boolean,
): HeadProps {
  return {
    title: doc.title,
    description: docDescription(doc),
    keywords: doc.frontMatter.keywords,
    route: doc.route,
    noindex: doc.frontMatter.unlisted || noIndexVersion === true,
    ...(canonical === undefined ? {} : { canonical }),
    stylesheets,
  };
}

import type { DocHeader } from '../core/model.js';
import { bodyOf } from './doc-header.js';
import { firstLineExcerpt } from './first-line-excerpt.js';

/**
 * A doc's description as Docusaurus's doc metadata has it (plugin-content-docs, doProcessDocMetadata):
 * its front matter description, else the first line of its text (createExcerpt).
 */
export function docDescription(doc: DocHeader): string | undefined {
  return doc.frontMatter.description ?? firstLineExcerpt(bodyOf(doc.source, doc.bodyStart.line));
}

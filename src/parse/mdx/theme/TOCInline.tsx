import { createContext, useContext } from 'react';
import type { Heading } from '../../../core/model.js';
import { TocList } from '../../../../templates/TocList.js';

/** The headings of the page being rendered, with their ids (rehype-headings ran when the doc compiled). */
export const PageHeadingsContext = createContext<readonly Heading[]>([]);

export interface TOCInlineProps {
  /** Docusaurus passes the doc's own `toc`; helpdocs lists the page's headings, which are the same. */
  toc?: unknown;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** Docusaurus's `<TOCInline toc={toc} />`: the page's table of contents in the text, h2–h3 unless told. */
export function TOCInline({ minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const headings = useContext(PageHeadingsContext).filter(
    (heading) => heading.depth >= minHeadingLevel && heading.depth <= maxHeadingLevel,
  );
  if (headings.length === 0) return null;
  return <TocList headings={headings} className="toc-inline" />;
}

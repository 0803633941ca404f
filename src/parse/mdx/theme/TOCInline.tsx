import { createContext, useContext } from 'react';
import type { Heading } from '../../../core/model.js';

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
  const top = Math.min(...headings.map((heading) => heading.depth));
  const groups: Array<{ heading: Heading; children: Heading[] }> = [];
  for (const heading of headings) {
    const last = groups.at(-1);
    if (heading.depth > top && last) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  const link = (heading: Heading) => <a href={`#${encodeURIComponent(heading.id)}`}>{heading.text}</a>;
  return (
    <ul className="toc-inline">
      {groups.map(({ heading, children }) => (
        <li key={heading.id}>
          {link(heading)}
          {children.length > 0 ? (
            <ul>
              {children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { Children, isValidElement, type ReactNode } from 'react';

export interface DetailsProps {
  summary?: ReactNode;
  children?: ReactNode;
}

/** Docusaurus's `<Details summary="…">` (or a `<summary>` child): a native disclosure, no script. */
export function Details({ summary, children }: DetailsProps) {
  const all = Children.toArray(children);
  const summaryChild = all.find((child) => isValidElement(child) && child.type === 'summary');
  const rest = summaryChild ? all.filter((child) => child !== summaryChild) : all;
  return (
    <details className="details">
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details-content">{rest}</div>
    </details>
  );
}

export default Details;

import type { ReactNode } from 'react';

/** `<CardGrid>` of `<Card title>`s: the same markup as Markdown's `::::cards` (src/parse/markdown/remark-cards.ts). */
export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

export default CardGrid;

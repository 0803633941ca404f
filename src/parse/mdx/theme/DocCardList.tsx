import { createContext, useContext } from 'react';

export interface DocCard {
  title: string;
  route: string;
  description?: string | undefined;
}

/** The cards of the page being rendered: its sidebar category's items (see mdx/doc-cards.ts). */
export const DocCardsContext = createContext<readonly DocCard[]>([]);

export interface DocCardListProps {
  /** Docusaurus passes sidebar items; `{ label, href, description }` are read from each. */
  items?: ReadonlyArray<{ label?: string; title?: string; href?: string; route?: string; description?: string }>;
  className?: string;
}

/** Docusaurus's `<DocCardList />`: without items, a card for each item of this page's sidebar category. */
export function DocCardList({ items, className }: DocCardListProps) {
  const fromCategory = useContext(DocCardsContext);
  const cards: DocCard[] = items
    ? items.map((item) => ({
        title: item.label ?? item.title ?? '',
        route: item.href ?? item.route ?? '',
        description: item.description,
      }))
    : [...fromCategory];
  if (cards.length === 0)
    throw new Error('<DocCardList /> has nothing to list: this page is in no sidebar category (or pass items={[…]})');
  return <DocCards cards={cards} className={className} />;
}

/** The cards themselves, a link each: also a generated index page's (templates/CategoryIndex.tsx). */
export function DocCards({ cards, className }: { cards: readonly DocCard[]; className?: string | undefined }) {
  return (
    <ul className={className ? `doc-card-list ${className}` : 'doc-card-list'}>
      {cards.map((card) => (
        <li key={card.route}>
          <a className="doc-card" href={card.route}>
            <span className="doc-card-title">{card.title}</span>
            {card.description ? <span className="doc-card-description">{card.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default DocCardList;

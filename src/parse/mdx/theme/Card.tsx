import type { ReactNode } from 'react';

/** One card of a `<CardGrid>`: its title, then what it holds. */
export function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card">
      <p className="card-title">{title}</p>
      {children}
    </div>
  );
}

export default Card;

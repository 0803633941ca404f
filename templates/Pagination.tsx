import type { PageNav } from '../src/core/model.js';
import type { PageContext } from './context.js';

export function Pagination({ nav, ctx }: { nav: PageNav; ctx: PageContext }) {
  if (!nav.previous && !nav.next) return null;
  const t = ctx.strings.t;
  return (
    <nav className="pagination" aria-label={t('nav.pagination')}>
      {nav.previous ? (
        <a className="pagination-link pagination-previous" href={nav.previous.route} rel="prev">
          <span className="pagination-label">{t('doc.previous')}</span>
          <span className="pagination-title">« {nav.previous.title}</span>
        </a>
      ) : null}
      {nav.next ? (
        <a className="pagination-link pagination-next" href={nav.next.route} rel="next">
          <span className="pagination-label">{t('doc.next')}</span>
          <span className="pagination-title">{nav.next.title} »</span>
        </a>
      ) : null}
    </nav>
  );
}

import type { Crumb } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { HomeIcon } from './Icons.js';

export function Breadcrumbs({ crumbs, ctx }: { crumbs: readonly Crumb[]; ctx: PageContext }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={ctx.strings.t('nav.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered; labels alone may repeat
            <li key={`${crumb.label}-${index}`}>
              {crumb.route && !last ? (
                <a href={crumb.route} {...(index === 0 ? { 'aria-label': crumb.label } : {})}>
                  {index === 0 ? <HomeIcon /> : crumb.label}
                </a>
              ) : (
                <span {...(last ? { 'aria-current': 'page' as const } : {})}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

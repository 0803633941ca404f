import type { Sidebar as SidebarModel, SidebarItem } from '../src/model.js';
import type { PageContext } from './context.js';

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'doc') return item.route === route;
  if (item.type === 'link') return false;
  return item.link?.route === route || item.items.some((child) => containsRoute(child, route));
}

function Items({ items, route, ctx }: { items: readonly SidebarItem[]; route: string; ctx: PageContext }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        <Item key={`${item.label}-${index}`} item={item} route={route} ctx={ctx} />
      ))}
    </ul>
  );
}

function Item({ item, route, ctx }: { item: SidebarItem; route: string; ctx: PageContext }) {
  if (item.type === 'doc' || item.type === 'link') {
    const href = item.type === 'doc' ? item.route : item.href;
    const current = item.type === 'doc' && item.route === route;
    return (
      <li className="sidebar-item">
        <a className="sidebar-link" href={href} {...(current ? { 'aria-current': 'page' as const } : {})}>
          {item.label}
        </a>
      </li>
    );
  }
  // Collapsed categories keep their links in the HTML; <details> opens them without JavaScript.
  const open = containsRoute(item, route) || !item.collapsed;
  const current = item.link?.route === route;
  const toggleLabel = ctx.strings.t(open ? 'nav.collapse' : 'nav.expand', { label: item.label });
  // A category with its own page: the link comes first and the summary beside it is only the caret,
  // since a link inside a <summary> would put one control inside another.
  return (
    <li className={`sidebar-item sidebar-category${item.link ? ' sidebar-category-linked' : ''}`}>
      {item.link ? (
        <a className="sidebar-link" href={item.link.route} {...(current ? { 'aria-current': 'page' as const } : {})}>
          {item.label}
        </a>
      ) : null}
      <details open={open}>
        <summary className="sidebar-summary" aria-label={toggleLabel} data-label={item.label}>
          {item.link ? null : <span className="sidebar-label">{item.label}</span>}
        </summary>
        <Items items={item.items} route={route} ctx={ctx} />
      </details>
    </li>
  );
}

export function Sidebar({ sidebar, route, ctx }: { sidebar: SidebarModel; route: string; ctx: PageContext }) {
  return (
    <nav className="sidebar" aria-label={ctx.strings.t('nav.sidebar')}>
      <Items items={sidebar.items} route={route} ctx={ctx} />
    </nav>
  );
}

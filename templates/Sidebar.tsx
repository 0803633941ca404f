import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, Sidebar as SidebarModel, SidebarItem } from '../src/core/model.js';
import type { PageContext } from './context.js';

function Items({
  items,
  open,
  ctx,
}: {
  items: readonly SidebarItem[];
  open: ReadonlySet<SidebarCategory>;
  ctx: PageContext;
}) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered; labels alone may repeat
        <Item key={`${item.label}-${index}`} item={item} open={open} ctx={ctx} />
      ))}
    </ul>
  );
}

function Item({ item, open, ctx }: { item: SidebarItem; open: ReadonlySet<SidebarCategory>; ctx: PageContext }) {
  if (item.type === 'doc' || item.type === 'link') {
    const href = item.type === 'doc' ? item.route : item.href;
    return (
      <li className="sidebar-item">
        <a className="sidebar-link" href={href}>
          {item.label}
        </a>
      </li>
    );
  }
  // Collapsed categories keep their links in the HTML; <details> opens them without JavaScript.
  const isOpen = open.has(item) || !item.collapsed;
  const toggleLabel = ctx.strings.t(isOpen ? 'nav.collapse' : 'nav.expand', { label: item.label });
  // A category with its own page: the link comes first and the summary beside it is only the caret,
  // since a link inside a <summary> would put one control inside another.
  return (
    <li className={`sidebar-item sidebar-category${item.link ? ' sidebar-category-linked' : ''}`}>
      {item.link ? (
        <a className="sidebar-link" href={item.link.route}>
          {item.label}
        </a>
      ) : null}
      <details open={isOpen}>
        {/* An empty caret names its category in data-label (the browser code rewrites the label on toggle). */}
        <summary className="sidebar-summary" aria-label={toggleLabel} data-label={item.link ? item.label : undefined}>
          {item.link ? null : <span className="sidebar-label">{item.label}</span>}
        </summary>
        <Items items={item.items} open={open} ctx={ctx} />
      </details>
    </li>
  );
}

/** For each route of a sidebar, the categories that hold it (they are open on that page). */
function openCategoriesByRoute(
  items: readonly SidebarItem[],
  above: SidebarCategory[] = [],
  out = new Map<string, SidebarCategory[]>(),
) {
  for (const item of items) {
    if (item.type === 'doc') out.set(item.route, above);
    if (item.type !== 'category') continue;
    if (item.link) out.set(item.link.route, [...above, item]);
    openCategoriesByRoute(item.items, [...above, item], out);
  }
  return out;
}

interface SidebarMarkup {
  openByRoute: Map<string, SidebarCategory[]>;
  /** Markup per set of open categories: every page of one category shares it. */
  byOpenSet: Map<string, string>;
}

// Keyed by the sidebar object of one build, so nothing outlives the Site it was made from.
const markupCache = new WeakMap<SidebarModel, SidebarMarkup>();

/**
 * The sidebar's list for one page. Rendering a large sidebar for every page dominated the render
 * stage, so the list is rendered once per set of open categories and only the current link is marked.
 */
function sidebarList(sidebar: SidebarModel, route: string, ctx: PageContext): string {
  let markup = markupCache.get(sidebar);
  if (!markup)
    markupCache.set(sidebar, (markup = { openByRoute: openCategoriesByRoute(sidebar.items), byOpenSet: new Map() }));
  const open = markup.openByRoute.get(route) ?? [];
  const key = open.map((category) => category.label).join('\u0000');
  let html = markup.byOpenSet.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<Items items={sidebar.items} open={new Set(open)} ctx={ctx} />);
    markup.byOpenSet.set(key, html);
  }
  // Spelt as React writes the attribute (`&` as `&amp;`…), and put back by a function, not a string:
  // a route holding `$`` or `$&` would be read as a replacement pattern.
  const href = escapeAttribute(route);
  const link = `<a class="sidebar-link" href="${href}">`;
  return html.replace(link, () => `<a class="sidebar-link" href="${href}" aria-current="page">`);
}

/** An attribute value as React's server renderer escapes it. */
function escapeAttribute(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
  return value.replace(/[&"'<>]/g, (char) => entities[char] ?? char);
}

export function Sidebar({ sidebar, route, ctx }: { sidebar: SidebarModel; route: string; ctx: PageContext }) {
  return (
    <nav
      className="sidebar"
      aria-label={ctx.strings.t('nav.sidebar')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of our own, rendered by renderToStaticMarkup
      dangerouslySetInnerHTML={{ __html: sidebarList(sidebar, route, ctx) }}
    />
  );
}

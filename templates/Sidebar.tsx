import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, Sidebar as SidebarModel, SidebarItem } from '../src/core/model.js';
import { pageFilesOf } from '../src/core/routes.js';
import type { PageContext } from './context.js';
import { firstPageOf, isLazySidebar, sidebarData, windowOf } from '../src/render/sidebar-data.js';

/**
 * A category's place in its sidebar (indices from the top, "2.0.5"), which the browser loads it by;
 * in a large sidebar, also the page's route, around which a long level is shown (windowOf).
 */
type Place = { lazy: boolean; at: string; route: string };

function Items({
  items,
  open,
  ctx,
  place,
}: {
  items: readonly SidebarItem[];
  open: ReadonlySet<SidebarCategory>;
  ctx: PageContext;
  place: Place;
}) {
  const onPath = (item: SidebarItem) =>
    item.type === 'category'
      ? open.has(item) || item.link?.route === place.route
      : 'route' in item && item.route === place.route;
  const { start, end } = place.lazy ? windowOf(items.length, items.findIndex(onPath)) : { start: 0, end: items.length };
  return (
    <ul className="sidebar-list">
      {start > 0 ? <Rest items={items.slice(0, start)} from={0} place={place} ctx={ctx} /> : null}
      {items.slice(start, end).map((item, offset) => (
        <Item
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered; labels alone may repeat
          key={`${item.label}-${start + offset}`}
          item={item}
          open={open}
          ctx={ctx}
          place={{ ...place, at: place.at === '' ? String(start + offset) : `${place.at}.${start + offset}` }}
        />
      ))}
      {end < items.length ? <Rest items={items.slice(end)} from={end} place={place} ctx={ctx} /> : null}
    </ul>
  );
}

/**
 * The part of a long level of a large sidebar that is not shown around the page: closed, named by
 * its first and last entries, filled from the sidebar's JSON when opened; without JavaScript, a
 * link to its first page.
 */
function Rest({
  items,
  from,
  place,
  ctx,
}: {
  items: readonly SidebarItem[];
  from: number;
  place: Place;
  ctx: PageContext;
}) {
  const [first] = items;
  const label = `${first?.label ?? ''} … ${items.at(-1)?.label ?? ''}`;
  const lead =
    first?.type === 'category'
      ? firstPageOf(first)
      : first && { label: first.label, href: first.type === 'doc' ? first.route : first.href };
  return (
    <li className="sidebar-item sidebar-category">
      <details data-lazy={place.at} data-from={from} data-to={from + items.length}>
        <summary className="sidebar-summary" aria-label={ctx.strings.t('nav.expand', { label })}>
          <span className="sidebar-label">{label}</span>
        </summary>
        <ul className="sidebar-list">
          {lead ? (
            <li className="sidebar-item">
              <a className="sidebar-link" href={lead.href}>
                {lead.label}
              </a>
            </li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

function Item({
  item,
  open,
  ctx,
  place,
}: {
  item: SidebarItem;
  open: ReadonlySet<SidebarCategory>;
  ctx: PageContext;
  place: Place;
}) {
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
  // A category that cannot be closed is a heading over its items, as Docusaurus draws it: no caret.
  if (item.collapsible === false)
    return (
      <li
        className={`sidebar-item sidebar-category sidebar-category-fixed${item.link ? ' sidebar-category-linked' : ''}`}
      >
        {item.link ? (
          <a className="sidebar-link" href={item.link.route}>
            {item.label}
          </a>
        ) : (
          <span className="sidebar-label">{item.label}</span>
        )}
        <Items items={item.items} open={open} ctx={ctx} place={place} />
      </li>
    );
  // Collapsed categories keep their links in the HTML; <details> opens them without JavaScript.
  // In a large sidebar a collapsed category holds its links only on the current doc's branch (sidebar-data.ts);
  // one the site leaves open (collapsed: false) is open on every page, as in Docusaurus.
  const isOpen = open.has(item) || !item.collapsed;
  const loadLater = place.lazy && !isOpen;
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
      <details open={isOpen} data-lazy={loadLater ? place.at : undefined}>
        {/* An empty caret names its category in data-label (the browser code rewrites the label on toggle). */}
        <summary className="sidebar-summary" aria-label={toggleLabel} data-label={item.link ? item.label : undefined}>
          {item.link ? null : <span className="sidebar-label">{item.label}</span>}
        </summary>
        {loadLater ? <Later category={item} /> : <Items items={item.items} open={open} ctx={ctx} place={place} />}
      </details>
    </li>
  );
}

/**
 * A closed category of a large sidebar: the browser fills it from the sidebar's JSON when it opens.
 * Without JavaScript it still leads somewhere: its own page (the link beside it) or its first doc.
 */
function Later({ category }: { category: SidebarCategory }) {
  const first = category.link ? undefined : firstPageOf(category);
  return (
    <ul className="sidebar-list">
      {first ? (
        <li className="sidebar-item">
          <a className="sidebar-link" href={first.href}>
            {first.label}
          </a>
        </li>
      ) : null}
    </ul>
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
  const lazy = isLazySidebar(sidebar);
  // A large sidebar's long levels are shown around the page itself: one markup per page.
  const key = [...open.map((category) => category.label), ...(lazy ? [route] : [])].join('\u0000');
  let html = markup.byOpenSet.get(key);
  if (html === undefined) {
    const place = { lazy, at: '', route };
    html = renderToStaticMarkup(<Items items={sidebar.items} open={new Set(open)} ctx={ctx} place={place} />);
    // A large sidebar's markup is one page's (and its drawer's): only the last is kept, not 20,000.
    if (lazy) markup.byOpenSet.clear();
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
  const lazy = isLazySidebar(sidebar);
  const nav = (
    <nav
      className="sidebar"
      aria-label={ctx.strings.t('nav.sidebar')}
      data-sidebar={lazy ? sidebarData(sidebar, ctx.config.base, pageFilesOf(ctx.config)).url : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of our own, rendered by renderToStaticMarkup
      dangerouslySetInnerHTML={{ __html: sidebarList(sidebar, route, ctx) }}
    />
  );
  const script = lazy ? ctx.assets.sidebarScript?.url : undefined;
  return script ? (
    <>
      {nav}
      <script type="module" src={script} />
    </>
  ) : (
    nav
  );
}

// Navbar and footer items: Docusaurus's item types → helpdocs's link items, or a warning naming the
// item when it leads where helpdocs builds nothing (the blog, a React page) or cannot be drawn (HTML).
import type { LinkItem } from '../../../core/config.js';
import { isExternalUrl } from '../../../core/external-url.js';
import { refusedScheme, refusedUrlMessage } from '../../../core/unsafe-url.js';
import { type Notes, type Options, optionsOf, stringOf } from './notes.js';

export type UserLink = Omit<LinkItem, 'label'> & { label?: string; items?: UserLink[] };

export interface LinkContext {
  notes: Notes;
  /** The docs' route under the base, without slashes (`docs`; empty for docs at the base). */
  routeBasePath: string;
  /** The other docs instances: their ids and routes (`community`). */
  instances: readonly string[];
  instanceRoutes: readonly string[];
  /** Site paths (from the locale's root, `/`-led) helpdocs builds besides the docs: the home. */
  otherPages: ReadonlySet<string>;
  /** Routes (`/blog`) of sections helpdocs builds whole: a blog's posts, archive, tags and authors. */
  sections: readonly string[];
}

/** A link elsewhere, as Docusaurus's `isInternalUrl` tells it, but for `pathname:`, Docusaurus's own escape. */
const isElsewhere = (url: string) => isExternalUrl(url) && !/^pathname:/i.test(url);

/** Types helpdocs shows on its own (its pickers and search box), so the item needs no link. */
const SHOWN_BY_HELPDOCS = new Set(['docsVersionDropdown', 'localeDropdown', 'search']);

/** An item with no type, or `default`, that has `items` is a dropdown (Docusaurus's normalizeComponentType). */
function typeOf(item: Options): string {
  const type = stringOf(item.type) ?? 'default';
  return type === 'default' && 'items' in item ? 'dropdown' : type;
}

/**
 * An icon link's name, for a link with no label (Docusaurus draws it with no text, its icon from the site's CSS): its
 * `aria-label`, else its address's host, so that it is not a link without a name.
 */
function ariaLabelOf(item: Options): string | undefined {
  const given = stringOf(item['aria-label']);
  if (given !== undefined || stringOf(item.label) !== undefined) return given;
  const address = stringOf(item.href) ?? stringOf(item.to);
  return address && /^https?:\/\//i.test(address) && URL.canParse(address) ? new URL(address).host : undefined;
}

/** One navbar or footer item → zero or more links (a dropdown's items join the bar). */
export function linksOf(item: Options, at: PropertyKey[], context: LinkContext): UserLink[] {
  const type = typeOf(item);
  // The text: a doc's or sidebar's link without one shows the doc's title, any other link none (an icon link).
  const label = stringOf(item.label);
  const named = label ?? stringOf(item['aria-label']) ?? stringOf(item.docId) ?? type;
  if (SHOWN_BY_HELPDOCS.has(type)) {
    // The pickers list what helpdocs builds: the links a site adds to them are named, not drawn.
    for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
      if (Array.isArray(item[key]) && item[key].length > 0)
        context.notes.warn([...at, key], `The ${type} item's ${key} links are not drawn: its list is helpdocs's own`);
    return [];
  }
  const instance = stringOf(item.docsPluginId);
  if (instance !== undefined && instance !== 'default') {
    // Another docs instance's doc or sidebar: named `<instance>:<id>` among the docs a link may name.
    if (!context.instances.includes(instance)) {
      context.notes.warn(
        at,
        `Link "${named}" leads to the docs instance "${instance}", which the config lacks: left out`,
      );
      return [];
    }
    if (type === 'doc' && stringOf(item.docId))
      return [{ ...(label ? { label } : {}), docId: `${instance}:${String(item.docId)}` }];
    if (type === 'docSidebar' && stringOf(item.sidebarId))
      return [{ ...(label ? { label } : {}), sidebarId: `${instance}:${String(item.sidebarId)}` }];
  }
  if (type === 'docsVersion' && (instance === undefined || instance === 'default')) {
    // A link to the page's version (theme-classic DocsVersionNavbarItem): `to`, else the version's main doc.
    const labelled = label ? { label } : {};
    const to = stringOf(item.to);
    if (to === undefined) return [{ ...labelled, docsVersion: true }];
    const sitePath = sitePathOf(to, context);
    if (sitePath !== undefined) return [{ ...labelled, docsVersion: true, to: sitePath }];
    context.notes.warn(at, `Link "${named}" (${to}) leads to a page helpdocs does not build: left out`, undefined, to);
    return [];
  }
  if (type === 'dropdown') {
    const items = Array.isArray(item.items) ? item.items : [];
    const links = items.flatMap((inner, i) => linksOf(optionsOf(inner), [...at, 'items', i], context));
    return links.length > 0 ? [{ label: named, items: links }] : [];
  }
  if (type === 'doc' && stringOf(item.docId)) return [{ ...(label ? { label } : {}), docId: String(item.docId) }];
  if (type === 'docSidebar' && stringOf(item.sidebarId))
    return [{ ...(label ? { label } : {}), sidebarId: String(item.sidebarId) }];
  if (type === 'html' || stringOf(item.html)) {
    context.notes.warn(at, 'An HTML navbar or footer item is not drawn: helpdocs links are text', undefined, 'html');
    return [];
  }
  const href = stringOf(item.href);
  const to = stringOf(item.to) ?? href;
  // The text, or an icon link's name; an item with neither is not drawn.
  const ariaLabel = ariaLabelOf(item);
  const titled = label ?? ariaLabel;
  const shown = { ...(label ? { label } : {}), ...(ariaLabel ? { ariaLabel } : {}), ...extraProps(item) };
  // `pathname://` is a plain link to a path of the host, neither routed nor checked (linkTarget adds the base).
  if (href && /^https?:\/\//.test(href)) return titled ? [{ ...shown, href }] : [];
  const scheme = to === undefined ? undefined : refusedScheme(to, 'link');
  if (to && scheme) {
    context.notes.warn(at, `${refusedUrlMessage(`Link "${named}"`, to, scheme)}: left out`, undefined, to);
    return [];
  }
  // Docusaurus's Link draws a `to` with a scheme as it draws an href: a plain link there.
  if (to && titled && isElsewhere(to)) return [{ ...shown, href: to.startsWith('//') ? `https:${to}` : to }];
  if (to && titled && /^pathname:\/\//i.test(to)) return [{ ...shown, href: to }];
  if (to && titled) {
    const sitePath = sitePathOf(to, context);
    if (sitePath !== undefined) return [{ ...shown, to: sitePath }];
    context.notes.warn(at, `Link "${titled}" (${to}) leads to a page helpdocs does not build: left out`, undefined, to);
    return [];
  }
  context.notes.warn(at, `Navbar or footer item "${named}" (type ${type}) is not carried over`, undefined, named);
  return [];
}

/**
 * A Docusaurus `to` (from the base, `/docs/intro`) as a helpdocs site path, when it leads to a page
 * helpdocs builds: a doc's route, a page of a built blog, or one of the other pages. Undefined otherwise.
 */
function sitePathOf(
  to: string,
  { routeBasePath, instanceRoutes, otherPages, sections }: LinkContext,
): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(to)) return undefined;
  const [pathPart = '', rest = ''] = to.split(/(?=[?#])/, 2);
  const sitePath = `/${pathPart.replace(/^\/+/, '')}`;
  const under = (route: string) => route === '' || sitePath === `/${route}` || sitePath.startsWith(`/${route}/`);
  const inDocs = under(routeBasePath) || instanceRoutes.some(under);
  const page = sitePath.replace(/\/?$/, '/');
  const inSection = sections.some((route) => page.startsWith(`${route}/`));
  return inDocs || inSection || otherPages.has(page) ? `${sitePath}${rest}` : undefined;
}

/** The keys of a link item helpdocs does not read itself (`icon`…), kept for a swizzled Footer. */
const READ_KEYS = new Set(['type', 'label', 'to', 'href', 'docId', 'sidebarId', 'docsPluginId', 'position', 'items']);
function extraProps(item: Options): { props?: Record<string, unknown> } {
  const props = Object.fromEntries(Object.entries(item).filter(([key]) => !READ_KEYS.has(key)));
  return Object.keys(props).length > 0 ? { props } : {};
}

// The classic theme's `themeConfig`: navbar, footer, colour mode and announcement bar → helpdocs's
// keys; the classic theme's keys helpdocs does otherwise named in a warning.
import { isPathnameLink, pathnameHref } from '../../../core/pathname-protocol.js';
import { removedElements } from '../../../core/raw-html-schema.js';
import { type LinkContext, linksOf, type UserLink } from './links.js';
import { type Notes, type Options, optionsOf, stringOf } from './notes.js';

const REPLACED: Record<string, string> = {
  algolia: "Algolia search is replaced by helpdocs's own search (built into the site, no service)",
  prism: "Code is highlighted by helpdocs's own highlighter; prism settings are not read",
  metadata: "Extra <meta> tags are not carried over: helpdocs writes each page's description and social tags",
  image: 'The social card image is not carried over',
};

/**
 * HTML helpdocs shows as HTML (the copyright line, the announcement), its elements that could run or load named in
 * a warning.
 */
function checkedHtml(html: string, at: PropertyKey[], notes: Notes): string {
  const removed = removedElements(html);
  if (removed.length > 0) notes.warn(at, `Removed from this HTML: ${removed.map((name) => `<${name}>`).join(', ')}`);
  return html;
}

function staticPath(src: string | undefined): string | undefined {
  if (!src || /^[a-z][a-z\d+.-]*:/i.test(src)) return undefined;
  return `/${src.replace(/^\/+/, '')}`;
}

const logoHref = (href: string, base: string) =>
  isPathnameLink(href) ? pathnameHref(href, base) : href.replace(/^\/(?!\/)/, base);

export function mapThemeConfig(
  themeConfig: Options,
  title: string,
  base: string,
  context: LinkContext,
): Record<string, unknown> {
  const { notes } = context;
  const mapped: Record<string, unknown> = {};
  const navbar = optionsOf(themeConfig.navbar);
  const items = Array.isArray(navbar.items) ? navbar.items : [];
  mapped.navbar = {
    hideOnScroll: navbar.hideOnScroll === true,
    tagline: false,
    ...(stringOf(navbar.title) ? { title: navbar.title } : {}),
    items: items.flatMap((item, i) => {
      const links = linksOf(optionsOf(item), ['themeConfig', 'navbar', 'items', i], context);
      // Docusaurus's NavbarContent puts `position: 'right'` items beside the search box.
      return optionsOf(item).position === 'right' ? links.map((link) => ({ ...link, position: 'right' })) : links;
    }),
  };
  const logo = optionsOf(navbar.logo);
  const src = staticPath(stringOf(logo.src));
  if (src) {
    const dark = staticPath(stringOf(logo.srcDark));
    mapped.logo = {
      src,
      ...(dark ? { srcDark: dark } : {}),
      alt: stringOf(logo.alt) || stringOf(navbar.title) || title,
      showTitle: Boolean(navbar.title),
      // Where the theme's Logo leads: its href through useBaseUrl (a path from / under the base), else the base;
      // Link takes `pathname://` off and puts the base before the path, as for navbar items.
      ...(stringOf(logo.href) ? { href: logoHref(String(logo.href), base) } : {}),
    };
  } else if (logo.src) notes.warn(['themeConfig', 'navbar', 'logo'], 'A logo from another host is not shown');
  if (navbar.style === 'dark') notes.warn(['themeConfig', 'navbar', 'style'], 'The dark navbar style is not drawn');
  mapped.footer = mapFooter(optionsOf(themeConfig.footer), title, context);
  const colorMode = optionsOf(themeConfig.colorMode);
  mapped.colorMode = {
    defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: colorMode.disableSwitch === true,
    respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
  };
  const bar = optionsOf(themeConfig.announcementBar);
  if (stringOf(bar.content))
    mapped.announcementBar = {
      id: stringOf(bar.id) ?? 'announcement-bar',
      content: checkedHtml(String(bar.content), ['themeConfig', 'announcementBar', 'content'], notes),
      ...(stringOf(bar.backgroundColor) ? { backgroundColor: bar.backgroundColor } : {}),
      ...(stringOf(bar.textColor) ? { textColor: bar.textColor } : {}),
      ...(typeof bar.isCloseable === 'boolean' ? { isCloseable: bar.isCloseable } : {}),
    };
  const toc = optionsOf(themeConfig.tableOfContents);
  if (toc.minHeadingLevel !== undefined || toc.maxHeadingLevel !== undefined)
    mapped.tableOfContents = {
      ...(typeof toc.minHeadingLevel === 'number' ? { minHeadingLevel: toc.minHeadingLevel } : {}),
      ...(typeof toc.maxHeadingLevel === 'number' ? { maxHeadingLevel: toc.maxHeadingLevel } : {}),
    };
  const sidebar = optionsOf(optionsOf(themeConfig.docs).sidebar);
  for (const key of Object.keys(sidebar))
    notes.warn(['themeConfig', 'docs', 'sidebar', key], `docs.sidebar.${key} is not read: the sidebar stays as drawn`);
  // A key the classic theme does not know is the site's own or a plugin's: its components read it with
  // useThemeConfig(), which gives it whole (a plugin helpdocs does not run is named where it is listed).
  for (const key of Object.keys(themeConfig)) {
    const replaced = REPLACED[key];
    if (replaced) notes.warn(['themeConfig', key], replaced);
  }
  return mapped;
}

function mapFooter(footer: Options, title: string, context: LinkContext): Record<string, unknown> {
  const links = Array.isArray(footer.links) ? footer.links.map(optionsOf) : [];
  const at = (i: number, ...rest: PropertyKey[]) => ['themeConfig', 'footer', 'links', i, ...rest];
  const multiColumn = links.some((link) => Array.isArray(link.items));
  const columns = multiColumn
    ? links.map((column, i) => ({
        title: stringOf(column.title) ?? title,
        items: (Array.isArray(column.items) ? column.items : []).flatMap((item, j) =>
          linksOf(optionsOf(item), at(i, 'items', j), context),
        ),
      }))
    : [{ title, items: links.flatMap((link, i) => linksOf(link, at(i), context)) }];
  const copyright = stringOf(footer.copyright);
  if (footer.logo) context.notes.warn(['themeConfig', 'footer', 'logo'], 'The footer logo is not drawn');
  return {
    columns: columns.filter((column: { items: UserLink[] }) => column.items.length > 0),
    ...(copyright ? { copyright: checkedHtml(copyright, ['themeConfig', 'footer', 'copyright'], context.notes) } : {}),
  };
}

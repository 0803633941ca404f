// Internal links of a built site that lead to no file: every `href` and `src` in its HTML that stays
// on the site (relative, root-relative, or absolute to the site's own URL), resolved against the
// page's URL and looked up among the files of the build folder.
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The `href` and `src` values of every element of a page. */
export function linksOf(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'element') {
      for (const name of ['href', 'src'] as const) {
        const value = node.properties[name];
        if (typeof value === 'string' && value !== '') found.push(value);
      }
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(fromHtml(html));
  return found;
}

/** The URL path a page is served at: `docs/a/index.html` → `/docs/a/`, `docs/a.html` → `/docs/a`. */
export function pageUrlPath(file: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (file === 'index.html') return base;
  if (file.endsWith('/index.html')) return `${base}${file.slice(0, -'index.html'.length)}`;
  return `${base}${file.replace(/\.html$/, '')}`;
}

export interface SiteAddress {
  /** The site's `baseUrl`: `/`, `/docs-site/`. */
  baseUrl: string;
  /** The site's `url` (`https://example.com`): absolute links to it count as internal. */
  url?: string;
}

/**
 * The file path (relative to the build folder, no leading `/`) an internal link points to, with the
 * query and fragment dropped; `undefined` for links that leave the site (an absolute link to the
 * site's host outside `baseUrl` too) or are fragments only; `null` for a root-relative link outside
 * `baseUrl`.
 */
export function internalTarget(href: string, pagePath: string, site: SiteAddress): string | null | undefined {
  const link = href.trim();
  if (link === '' || link.startsWith('#')) return undefined;
  const origin = 'http://site.invalid';
  let resolved: URL;
  const absolute = SCHEME.test(link) || link.startsWith('//');
  if (absolute) {
    if (!site.url) return undefined;
    let own: URL;
    try {
      resolved = new URL(link, 'https://other.invalid');
      own = new URL(site.url);
    } catch {
      return undefined;
    }
    if ((resolved.protocol !== 'http:' && resolved.protocol !== 'https:') || resolved.host !== own.host) {
      return undefined;
    }
  } else {
    try {
      resolved = new URL(link, `${origin}${pagePath}`);
    } catch {
      return undefined;
    }
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(resolved.pathname);
  } catch {
    pathname = resolved.pathname;
  }
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  // An absolute link to the same host outside baseUrl is another site served there.
  if (!`${pathname}/`.startsWith(base)) return absolute ? undefined : null;
  return pathname.slice(base.length);
}

/** Whether a target path is served by a file of the build: itself, `index.html` inside it, or `.html` added. */
export function served(target: string, files: ReadonlySet<string>): boolean {
  const bare = target.replace(/\/+$/, '');
  if (bare === '') return files.has('index.html');
  if (!target.endsWith('/') && files.has(bare)) return true;
  return files.has(`${bare}/index.html`) || files.has(`${bare}.html`);
}

export interface DeadLink {
  page: string;
  href: string;
  /** `missing`: no file; `outside-base`: on the site's host but not under baseUrl; `dead-in-reference`: in both. */
  reason: 'missing' | 'outside-base' | 'dead-in-reference';
}

/**
 * What Docusaurus's build says of one page's links: its files, and the targets its own page at the same
 * route links to (a link it has too, dead there too, is the site's own mistake, not helpdocs's).
 */
export interface ReferencePage {
  files: ReadonlySet<string>;
  /** Undefined when Docusaurus's build has no page at that route. */
  targets: ReadonlySet<string> | undefined;
}

/** The internal targets a page links to. */
export function linkTargetsOf(html: string, file: string, site: SiteAddress): Set<string> {
  const pagePath = pageUrlPath(file, site.baseUrl);
  const targets = new Set<string>();
  for (const href of linksOf(html)) {
    const target = internalTarget(href, pagePath, site);
    if (typeof target === 'string') targets.add(target.replace(/\/+$/, ''));
  }
  return targets;
}

/** The dead internal links of one page; with `reference`, those dead in Docusaurus's page too are said so. */
export function deadLinksOf(
  html: string,
  file: string,
  files: ReadonlySet<string>,
  site: SiteAddress,
  reference?: ReferencePage,
): DeadLink[] {
  const pagePath = pageUrlPath(file, site.baseUrl);
  const dead: DeadLink[] = [];
  for (const href of linksOf(html)) {
    const target = internalTarget(href, pagePath, site);
    if (target === undefined) continue;
    if (target === null) dead.push({ page: file, href, reason: 'outside-base' });
    else if (!served(target, files)) {
      // A page Docusaurus has no copy of (helpdocs's search page) is judged by Docusaurus's files alone.
      const linkedThere = reference?.targets === undefined || reference.targets.has(target.replace(/\/+$/, ''));
      const inBoth = reference !== undefined && linkedThere && !served(target, reference.files);
      dead.push({ page: file, href, reason: inBoth ? 'dead-in-reference' : 'missing' });
    }
  }
  return dead;
}

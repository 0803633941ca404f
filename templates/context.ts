// What every template receives: the resolved config, strings and asset URLs. Templates only read it.
import type { Config, LinkItem } from '../src/core/config.js';
import type { Strings } from '../src/core/strings.js';
import type { BrandLogo } from '../src/brand/index.js';
import type { PageLanguages } from '../src/render/languages.js';
import type { PageVersions } from '../src/render/versions.js';
import type { ReactNode } from 'react';
import type { SidebarTopPages } from '../src/assemble/top-pages.js';
import type {
  BuildFile,
  CategoryIndexPage,
  Crumb,
  Doc,
  Heading,
  LastUpdate,
  PageNav,
  Sidebar,
  Tag,
} from '../src/core/model.js';

export interface Assets {
  css: string;
  /** Module scripts loaded by every page (small). */
  scripts: string[];
  /** The site's own stylesheet (brand colours, fonts, custom CSS), linked after the theme's. */
  siteCss?: string | undefined;
  /** The rules of the site's swizzled components (CSS modules, Sass), with the class names they drew. */
  themeCss?: string | undefined;
  /** The search page's own script and the chunks its first query needs (src/client/search/page-start.ts). */
  searchPage?: { script: string; preload: string[] } | undefined;
  /** The script of pages whose sidebar is large, and its file, written once if any page needs it. */
  sidebarScript?: { url: string; file: BuildFile } | undefined;
}

export interface PageContext {
  config: Config;
  strings: Strings;
  assets: Assets;
  /** Route of the doc a navbar item points at, resolved by the build. */
  resolveLink(item: LinkItem): string;
  /** A navbar or footer link's text: its label, or the title of the doc it leads to. */
  linkLabel(item: LinkItem): string;
  /** Whether a navbar item leads to the part of the site the page at `route` is in (Docusaurus's active item). */
  linkActive(item: LinkItem, route: string | undefined): boolean;
  /** The page's whole address (canonical link, og:url), in the site's form (config pageUrls). */
  pageUrl(route: string): string;
  /** The components templates render one another with: the originals, or the site's overrides. */
  theme: ThemeComponents;
  /** The navbar's logo, with its size read from the file. */
  logo?: BrandLogo | undefined;
  /** The tab icon, when the site has its own. */
  favicon?: { href: string; type: string } | undefined;
  /** Inline scripts run in <head> before first paint. */
  headScript: string;
  /** The Content-Security-Policy for a `<meta>` in every page (the headers' policy less what a meta cannot carry). */
  metaCsp?: string | undefined;
  /** With several locales in one build: the picker's links, hreflang alternates and fallback pages. */
  languages?: PageLanguages | undefined;
  /** On a versioned site: this page's docs version, the dropdown's links, the banner's. */
  versions?: PageVersions | undefined;
}

export interface HeadProps {
  title: string;
  /** Shown as it is, not followed by the site's title (a React page's own `<Head><title>`). */
  wholeTitle?: boolean | undefined;
  /** Helmet's `titleTemplate`: the shown title in place of each `%s`. */
  titleTemplate?: string | undefined;
  description?: string | undefined;
  /** Front matter `keywords`, as Docusaurus writes them: `<meta name="keywords">`. */
  keywords?: readonly string[] | undefined;
  /** Route of this page, for the canonical link; omitted on pages without one (404). */
  route?: string | undefined;
  noindex?: boolean | undefined;
  /** Canonical URL when it is not the page's own (an untranslated page points at its original). */
  canonical?: string | undefined;
  /** Stylesheets only this page needs (KaTeX's, on a page with math), after the site's. */
  stylesheets?: readonly string[] | undefined;
  /** Stylesheets the site's own CSS builds on (Infima's classes on a React page), before the site's. */
  baseStylesheets?: readonly string[] | undefined;
  /** Page-specific preloads and scripts, after the stylesheet. */
  extra?: ReactNode;
}

/** Below a doc's text (templates/DocFooter.tsx). */
export interface DocFooterProps {
  ctx: PageContext;
  tags: readonly Tag[];
  lastUpdate: LastUpdate | undefined;
  editUrl: string | undefined;
}

export interface DocPageProps {
  ctx: PageContext;
  doc: Doc;
  nav: PageNav | undefined;
  tags: readonly Tag[];
  lastUpdate: LastUpdate | undefined;
  editUrl: string | undefined;
  /** Stylesheets of this page alone (math). */
  stylesheets?: readonly string[] | undefined;
}

/**
 * The props of each component a site may replace (templates/theme.ts). Declared here rather than
 * taken from the components, so a component can read `ctx.theme` without an import circle.
 */
export interface ThemeProps {
  AnnouncementBar: { ctx: PageContext };
  Breadcrumbs: { crumbs: readonly Crumb[]; ctx: PageContext };
  CategoryIndex: {
    ctx: PageContext;
    page: CategoryIndexPage;
    cards: ReadonlyArray<{ title: string; route: string; description?: string | undefined }>;
  };
  DocPage: DocPageProps;
  DocFooter: DocFooterProps;
  Footer: { ctx: PageContext };
  LanguagePicker: { ctx: PageContext; route: string | undefined };
  Layout: {
    ctx: PageContext;
    head: HeadProps;
    children: ReactNode;
    drawer?: ReactNode;
    noFooter?: boolean | undefined;
  };
  Navbar: { ctx: PageContext; drawer?: ReactNode; route?: string | undefined };
  NotFound: { ctx: PageContext };
  Pagination: { nav: PageNav; ctx: PageContext };
  SearchPage: { ctx: PageContext; route: string; topPages: SidebarTopPages[] };
  Sidebar: { sidebar: Sidebar; route: string; ctx: PageContext };
  TagPage: { ctx: PageContext; tag: Tag; tagsRoute: string };
  TagsIndex: { ctx: PageContext; tags: readonly Tag[]; route: string };
  Toc: { headings: readonly Heading[]; ctx: PageContext; titleId: string };
  VersionPicker: { ctx: PageContext; route: string | undefined };
}

export type ThemeComponents = { [Name in keyof ThemeProps]: (props: ThemeProps[Name]) => ReactNode };

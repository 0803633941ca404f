// The `@docusaurus/…` modules docs and site components import most, rendered static-first: what they
// give on Docusaurus's server render, without its client runtime.
import { type AnchorHTMLAttributes, type ReactNode, useEffect } from 'react';
import { addBaseUrl, type BaseUrlOptions, linkHref, opensNewTab } from './base-url.js';
import type { Config } from '../../../core/config.js';
import { isExternalUrl } from '../../../core/external-url.js';
import { themeConfigOf } from './theme-config.js';
import { createStorageSlot, ReactContextError } from './theme-common-ssr.js';
import { docsClientModule, useCurrentSidebarCategoryOrEmpty } from './docs-client.js';

export interface DocusaurusSite {
  base: string;
  title: string;
  tagline: string;
  url: string;
  locale: string;
  /** The mode a page is drawn in before its reader's choice is known: what useColorMode() says. */
  colorMode: 'light' | 'dark';
  /** The config's `customFields`, as `siteConfig.customFields` gives them. */
  customFields?: Record<string, unknown>;
  /** The config's `themeConfig` over the classic theme's defaults, as `useThemeConfig()` gives it. */
  themeConfig?: Record<string, unknown>;
  /** `i18n/<locale>/code.json`: message id → text, for `<Translate id>` and `translate({ id })`. */
  translations?: Record<string, string>;
  /** The page being drawn, for `useLocation()`; the base when not known. */
  pathname?: string;
}

/**
 * What a React page or a swizzled component sees of the site: the config's title, base, colour mode,
 * customFields, themeConfig.
 */
export function docusaurusSiteOf(config: Config): DocusaurusSite {
  return {
    base: config.base,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    locale: config.locale,
    colorMode: config.colorMode.defaultMode,
    customFields: config.customFields,
    themeConfig: themeConfigOf(config.themeConfig),
  };
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };

// BrowserOnly's children run only in a browser: the static page shows its fallback, as Docusaurus's does.
const BrowserOnly = ({ fallback }: { fallback?: ReactNode }) => fallback ?? null;

type Values = Record<string, ReactNode>;

/** `"{count} items"` with `values` put in: a string when every value is one, else parts for React. */
function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const parts = message
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : parts;
}

function translations(site: DocusaurusSite) {
  const own = site.translations ?? {};
  // Looked up by its id, else by its message, as Docusaurus's getLocalizedMessage does (`id ?? message`).
  const messageOf = (id: string | undefined, fallback: string | undefined) => {
    const key = id ?? fallback;
    return (key !== undefined ? own[key] : undefined) ?? fallback ?? id ?? '';
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per build with the site's strings; no state
  const Translate = ({ id, children, values }: { id?: string; children?: ReactNode; values?: Values }) =>
    interpolate(messageOf(id, typeof children === 'string' ? children : undefined), values) ?? children ?? null;
  const translate = ({ id, message }: { id?: string; message?: string }, values?: Record<string, string | number>) =>
    String(interpolate(messageOf(id, message), values));
  return { default: Translate, translate };
}

/** What useDocusaurusContext() gives, on the server and (as JSON) in the browser. */
export function docusaurusContext(site: DocusaurusSite) {
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.base,
      customFields: site.customFields ?? {},
      themeConfig: site.themeConfig ?? themeConfigOf(undefined),
    },
    i18n: { currentLocale: site.locale, defaultLocale: site.locale, locales: [site.locale] },
  };
}

export function docusaurusModules(site: DocusaurusSite): Record<string, Record<string, unknown>> {
  const withBase = (url: string, options?: BaseUrlOptions) => addBaseUrl(site, url, options);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per build with the site's base; no state
  function Link({ to, href, children, ...rest }: LinkProps) {
    const target = to ?? href ?? '';
    // The site's own target and rel win, as the props it gives Docusaurus's Link do.
    const newTab = opensNewTab(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a href={linkHref(site, target)} {...newTab} {...rest}>
        {children}
      </a>
    );
  }
  const context = docusaurusContext(site);
  return {
    '@docusaurus/Link': { default: Link },
    '@docusaurus/useBaseUrl': { default: withBase, useBaseUrlUtils: () => ({ withBaseUrl: withBase }) },
    '@docusaurus/useBaseUrlUtils': {
      default: () => ({ withBaseUrl: withBase }),
      useBaseUrlUtils: () => ({ withBaseUrl: withBase }),
    },
    '@docusaurus/useDocusaurusContext': { default: () => context },
    '@docusaurus/BrowserOnly': { default: BrowserOnly },
    '@docusaurus/Translate': translations(site),
    '@docusaurus/plugin-content-docs/client': docsClientModule,
    ...runtimeModules(site),
  };
}

const noop = () => undefined;
/** A component that draws nothing on a static page (Head's tags, a router redirect). */
const Nothing = () => null;

/**
 * What Docusaurus's client runtime answers on its server render, where these hooks first run: no
 * browser, the page's default colour mode, no router history, no plugin data.
 */
function runtimeModules(site: DocusaurusSite): Record<string, Record<string, unknown>> {
  const location = { pathname: site.pathname ?? site.base, search: '', hash: '', state: undefined };
  const isDarkTheme = site.colorMode === 'dark';
  const themeConfig = site.themeConfig ?? themeConfigOf(undefined);
  const environment = {
    canUseDOM: false,
    canUseEventListeners: false,
    canUseIntersectionObserver: false,
    canUseViewport: false,
  };
  return {
    '@docusaurus/router': {
      useLocation: () => location,
      useHistory: () => ({ location, push: noop, replace: noop, go: noop, goBack: noop, listen: () => noop }),
      useParams: () => ({}),
      useRouteMatch: () => null,
      matchPath: () => null,
      Redirect: Nothing,
      withRouter: (component: unknown) => component,
    },
    '@docusaurus/theme-common': {
      useColorMode: () => ({ colorMode: site.colorMode, isDarkTheme, setColorMode: noop }),
      useThemeConfig: () => themeConfig,
      useWindowSize: () => 'ssr',
      usePluralForm: () => ({ selectMessage: (_count: number, message: string) => message.split('|')[0] ?? '' }),
      // layout.footer: a swizzled Footer/Links/MultiColumn names its columns with it (ThemeClassNames.js).
      ThemeClassNames: {
        docs: {},
        common: {},
        wrapper: {},
        page: {},
        layout: { footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' } },
      },
      // Docusaurus 2 exported these here (3 moved them to plugin-content-docs/client). Where helpdocs knows no
      // category or sidebar: empty ones, not a crash.
      useCurrentSidebarCategory: useCurrentSidebarCategoryOrEmpty,
      useDocsSidebar: docsClientModule.useDocsSidebar,
      createStorageSlot,
      ReactContextError,
      // footerUtils.js: a swizzled Footer/Links picks its columns or its one list with it.
      isMultiColumnFooterLinks: (links: ReadonlyArray<object>) => 'title' in (links[0] ?? {}),
    },
    '@docusaurus/ExecutionEnvironment': { default: environment, ...environment },
    '@docusaurus/useIsBrowser': { default: () => false },
    '@docusaurus/Head': { default: Nothing },
    '@docusaurus/isInternalUrl': {
      default: (url: string) => !isExternalUrl(url),
      isInternalUrl: (url: string) => !isExternalUrl(url),
      hasProtocol: (url: string) => isExternalUrl(url),
    },
    '@docusaurus/useGlobalData': { default: () => ({}), usePluginData: noop, useAllPluginInstancesData: () => ({}) },
    // Links a component reports for Docusaurus's broken-link check: helpdocs checks the page's HTML itself.
    '@docusaurus/useBrokenLinks': { default: () => ({ collectLink: noop, collectAnchor: noop }) },
    '@docusaurus/useIsomorphicLayoutEffect': { default: useEffect },
    '@docusaurus/Noop': { default: Nothing },
    '@docusaurus/ErrorBoundary': { default: ({ children }: { children?: ReactNode }) => children ?? null },
    '@docusaurus/constants': { DEFAULT_PLUGIN_ID: 'default' },
    '@docusaurus/Interpolate': {
      default: ({ children, values = {} }: { children?: string; values?: Record<string, ReactNode> }) =>
        String(children ?? '')
          .split(/(\{\w+\})/)
          .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part)),
    },
  };
}

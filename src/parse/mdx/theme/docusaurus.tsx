// The `@docusaurus/…` modules docs and site components import most, rendered static-first: what they
// give on Docusaurus's server render, without its client runtime.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface DocusaurusSite {
  base: string;
  title: string;
  tagline: string;
  url: string;
  locale: string;
  /** The mode a page is drawn in before its reader's choice is known: what useColorMode() says. */
  colorMode: 'light' | 'dark';
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };

// BrowserOnly's children run only in a browser: the static page shows its fallback, as Docusaurus's does.
const BrowserOnly = ({ fallback }: { fallback?: ReactNode }) => fallback ?? null;
const Translate = ({ children }: { children?: ReactNode }) => children ?? null;

export function docusaurusModules(site: DocusaurusSite): Record<string, Record<string, unknown>> {
  /** `/img/x.png` → under the site's base, as Docusaurus's useBaseUrl gives it. */
  const withBase = (url: string) => (EXTERNAL.test(url) || !url.startsWith('/') ? url : `${site.base}${url.slice(1)}`);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per build with the site's base; no state
  function Link({ to, href, children, ...rest }: LinkProps) {
    const target = to ?? href ?? '';
    return (
      <a href={withBase(target)} {...rest}>
        {children}
      </a>
    );
  }
  const context = {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.base, customFields: {} },
    i18n: { currentLocale: site.locale, defaultLocale: site.locale, locales: [site.locale] },
  };
  return {
    '@docusaurus/Link': { default: Link },
    '@docusaurus/useBaseUrl': { default: withBase, useBaseUrlUtils: () => ({ withBaseUrl: withBase }) },
    '@docusaurus/useDocusaurusContext': { default: () => context },
    '@docusaurus/BrowserOnly': { default: BrowserOnly },
    '@docusaurus/Translate': { default: Translate, translate: ({ message }: { message: string }) => message },
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
  const location = { pathname: site.base, search: '', hash: '', state: undefined };
  const isDarkTheme = site.colorMode === 'dark';
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
      useThemeConfig: () => ({}),
      useWindowSize: () => 'ssr',
      usePluralForm: () => ({ selectMessage: (_count: number, message: string) => message.split('|')[0] ?? '' }),
      ThemeClassNames: { docs: {}, common: {}, wrapper: {}, page: {}, layout: {} },
      // The page's own category and sidebar are not known to a component here: empty ones, not a crash.
      useCurrentSidebarCategory: () => ({ type: 'category', label: '', items: [], customProps: {}, collapsed: false }),
      useDocsSidebar: () => null,
    },
    '@docusaurus/ExecutionEnvironment': { default: environment, ...environment },
    '@docusaurus/useIsBrowser': { default: () => false },
    '@docusaurus/Head': { default: Nothing },
    '@docusaurus/isInternalUrl': {
      default: (url: string) => !EXTERNAL.test(url),
      isInternalUrl: (url: string) => !EXTERNAL.test(url),
    },
    '@docusaurus/useGlobalData': { default: () => ({}), usePluginData: noop, useAllPluginInstancesData: () => ({}) },
    '@docusaurus/Interpolate': {
      default: ({ children, values = {} }: { children?: string; values?: Record<string, ReactNode> }) =>
        String(children ?? '')
          .split(/(\{\w+\})/)
          .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part)),
    },
  };
}

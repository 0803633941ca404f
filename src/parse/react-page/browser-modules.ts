// The stand-ins a hydrated React page runs with in the browser, as module source: the same markup
// as the server's (page-theme.tsx, ../mdx/theme/docusaurus.tsx) so hydration matches, with the
// browser's answers where Docusaurus's client gives them (BrowserOnly's children once mounted).
import type { Plugin } from 'esbuild';
import { type DocusaurusSite, docusaurusContext } from '../mdx/theme/docusaurus.js';
import { TAB_ITEM_SOURCE, TABS_SOURCE } from './browser-tabs.js';
import { CODE_BLOCK_SOURCE } from './page-code-block.js';

const NAMESPACE = 'helpdocs-browser';

function sources(site: DocusaurusSite): Record<string, string> {
  const context = JSON.stringify(docusaurusContext(site));
  // The rule of ../mdx/theme/base-url.ts, as the browser runs it.
  const withBase = `const B = ${JSON.stringify(site.base)}, U = ${JSON.stringify(site.url.replace(/\/$/, ''))};
    const withBase = (u, o = {}) => { if (!u || u.startsWith('#') || /^([a-z][a-z\\d+.-]*:|\\/\\/)/i.test(u)) return u;
      if (o.forcePrependBaseUrl) return B + u.replace(/^\\//, ''); if (u === B.replace(/\\/$/, '')) return B;
      const p = u.startsWith(B) ? u : B + u.replace(/^\\//, ''); return o.absolute ? U + p : p; };
    const linkHref = (to) => { if (/^pathname:\\/\\//i.test(to)) { const p = to.replace(/^pathname:\\/\\//i, '');
        return !p.startsWith('/') || p.startsWith(B) || p + '/' === B ? p : B + p.slice(1); }
      return to.startsWith('/') && !to.startsWith('//') ? withBase(to) : to; };
    const newTab = (to) => (/^(?:\\w*:|\\/\\/)/.test(to) ? { target: '_blank', rel: 'noopener noreferrer' } : {});`;
  const interpolate =
    'const fill = (m, v) => { if (!v) return m; const p = m.split(/(\\{\\w+\\})/).map((s) => ' +
    '/^\\{\\w+\\}$/.test(s) ? (v[s.slice(1, -1)] ?? s) : s); ' +
    "return p.every((s) => typeof s === 'string' || typeof s === 'number') ? p.join('') : p; };";
  const nothing = 'const Nothing = () => null;';
  return {
    '@docusaurus/Link': `import { jsx } from 'react/jsx-runtime'; ${withBase}
      export default function Link({ to, href, ...rest }) {
        const t = to ?? href ?? ''; return jsx('a', { href: linkHref(t), ...newTab(t), ...rest }); }`,
    '@docusaurus/useBaseUrl': `${withBase} export default withBase;
      export const useBaseUrlUtils = () => ({ withBaseUrl: withBase });`,
    '@docusaurus/useBaseUrlUtils': `${withBase} export const useBaseUrlUtils = () => ({ withBaseUrl: withBase });
      export default useBaseUrlUtils;`,
    '@docusaurus/useDocusaurusContext': `const c = ${context}; export default () => c;`,
    '@docusaurus/Translate': `const own = ${JSON.stringify(site.translations ?? {})}; ${interpolate}
      const of = (id, m) => ((id ?? m) !== undefined ? own[id ?? m] : undefined) ?? m ?? id ?? '';
      export default function Translate({ id, children, values }) {
        return fill(of(id, typeof children === 'string' ? children : undefined), values) ?? children ?? null; }
      export const translate = ({ id, message }, values) => String(fill(of(id, message), values));`,
    '@docusaurus/Head': `${nothing} export default Nothing;`,
    '@docusaurus/Noop': `${nothing} export default Nothing;`,
    '@docusaurus/ErrorBoundary': 'export default ({ children }) => children ?? null;',
    '@docusaurus/useBrokenLinks': 'const n = () => {}; export default () => ({ collectLink: n, collectAnchor: n });',
    '@docusaurus/useIsomorphicLayoutEffect': "export { useLayoutEffect as default } from 'react';",
    '@docusaurus/constants': "export const DEFAULT_PLUGIN_ID = 'default';",
    '@docusaurus/isInternalUrl': `export const hasProtocol = (u) => /^(?:[A-Za-z][A-Za-z\\d+.-]*:|\\/\\/)/.test(u);
      export default function isInternalUrl(u) { return typeof u !== 'undefined' && !hasProtocol(u); }`,
    '@docusaurus/useGlobalData': `export default () => ({}); export const usePluginData = () => undefined;
      export const useAllPluginInstancesData = () => ({});`,
    '@docusaurus/Interpolate': `export default function Interpolate({ children, values = {} }) {
      return String(children ?? '').split(/(\\{\\w+\\})/)
        .map((p) => (/^\\{\\w+\\}$/.test(p) ? (values[p.slice(1, -1)] ?? p) : p)); }`,
    '@docusaurus/BrowserOnly': `import { useEffect, useState } from 'react';
      export default function BrowserOnly({ children, fallback }) {
        const [mounted, setMounted] = useState(false); useEffect(() => setMounted(true), []);
        return mounted && typeof children === 'function' ? children() : (fallback ?? null); }`,
    '@docusaurus/useIsBrowser': `import { useEffect, useState } from 'react';
      export default function useIsBrowser() {
        const [b, s] = useState(false); useEffect(() => s(true), []); return b; }`,
    '@docusaurus/ExecutionEnvironment': `const e = { canUseDOM: true, canUseEventListeners: true,
      canUseIntersectionObserver: true, canUseViewport: true }; export default e;
      export const { canUseDOM, canUseEventListeners, canUseIntersectionObserver, canUseViewport } = e;`,
    '@docusaurus/router': `const noop = () => {}; export const useLocation = () => window.location;
      export const useHistory = () => ({ location: window.location, push: (u) => { window.location.href = u; },
        replace: (u) => window.location.replace(u), go: noop, goBack: () => history.back(), listen: () => noop });
      export const useParams = () => ({}); export const useRouteMatch = () => null; export const matchPath = () => null;
      export const Redirect = () => null; export const withRouter = (c) => c;`,
    '@docusaurus/theme-common': `${colourMode(site)}
      export const useColorMode = () => { const colorMode = useSyncExternalStore(watch, read, () => mode);
        return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode }; };
      import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
      export const useThemeConfig = () => useDocusaurusContext().siteConfig.themeConfig;
      export const useWindowSize = () => 'ssr';
      export const PageMetadata = () => null; export const HtmlClassNameProvider = ({ children }) => children ?? null;
      export const ThemeClassNames = { docs: {}, common: {}, wrapper: { main: 'main-wrapper' }, page: {}, layout: {} };
      export const usePluralForm = () => ({ selectMessage: (n, m) => m.split('|')[0] ?? '' });`,
    '@theme/Layout': `import { jsx } from 'react/jsx-runtime';
      export default function Layout({ children, wrapperClassName }) {
        return jsx('div', { id: 'main', tabIndex: -1,
          className: ['main-wrapper', wrapperClassName].filter(Boolean).join(' '), children }); }`,
    '@theme/CodeBlock': CODE_BLOCK_SOURCE,
    '@theme/Tabs': TABS_SOURCE,
    '@theme/TabItem': TAB_ITEM_SOURCE,
    '@theme/IdealImage': `import { jsx } from 'react/jsx-runtime';
      const fileOf = (i) => { if (typeof i === 'string') return { src: i }; if (!i) return {};
        if (i.default !== undefined) return fileOf(i.default); const f = fileOf(i.src);
        return { ...f, width: f.width ?? i.width, height: f.height ?? i.height }; };
      export default function IdealImage({ img, alt = '', width, height, ...rest }) { const f = fileOf(img);
        return f.src ? jsx('img', { src: f.src, alt, width: width ?? f.width, height: height ?? f.height,
          loading: 'lazy', ...rest }) : null; }`,
    '@theme/Heading': `import { createElement } from 'react';
      export default function Heading({ as = 'h2', ...props }) { return createElement(as, props); }`,
  };
}

/**
 * useColorMode's parts: the page's mode is <html data-theme> (the server drew the default), followed as the
 * colour-mode toggle changes it; setColorMode saves the choice as the toggle does (localStorage 'theme').
 */
function colourMode(site: DocusaurusSite): string {
  return `import { useSyncExternalStore } from 'react'; const mode = ${JSON.stringify(site.colorMode)};
    const html = () => document.documentElement;
    const read = () => (html().getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const watch = (changed) => { const o = new MutationObserver(changed);
      o.observe(html(), { attributes: true, attributeFilter: ['data-theme'] }); return () => o.disconnect(); };
    const setColorMode = (m) => { html().setAttribute('data-theme', m === 'dark' || m === 'light' ? m : mode);
      const chosen = m === 'dark' || m === 'light';
      try { if (chosen) localStorage.setItem('theme', m); else localStorage.removeItem('theme'); } catch {} };`;
}

/**
 * `@docusaurus/…` and `@theme/…` in a page's browser chunk: the stand-ins above; one the browser has
 * none for draws its children as they are (its server markup stays until the page changes it).
 */
export function browserStandIns(site: DocusaurusSite, more: Readonly<Record<string, string>> = {}): Plugin {
  const modules = { ...sources(site), ...more };
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^@(?:docusaurus|theme|theme-original)\// }, (args) => ({
        path: args.path,
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents:
          modules[args.path] ??
          'const Same = ({ children }) => children ?? null; export default Same; export const translate = () => "";',
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}

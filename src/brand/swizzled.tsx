// A Docusaurus site's swizzled theme components helpdocs can use (`src/theme/Footer`,
// `src/theme/DocItem/Footer`): bundled and run as its React pages are, and drawn in place of
// helpdocs's own with the props Docusaurus gives them. A wrapper that imports `@theme-original/X`
// gets helpdocs's own component there. Drawn static: they ship no script; their own styles (CSS
// modules, Sass) make one stylesheet every page links, as Docusaurus's one stylesheet holds them.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import { createContext, useContext, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocFooterProps, PageContext, ThemeComponents } from '../../templates/context.js';
import { originalComponents } from '../../templates/theme.js';
import type { Config } from '../core/config.js';
import type { Diagnostic, OutputFile } from '../core/model.js';
import type { Strings } from '../core/strings.js';
import { runBundledModule } from '../parse/mdx/compile.js';
import { docusaurusSiteOf } from '../parse/mdx/theme/docusaurus.js';
import { themeConfigOf } from '../parse/mdx/theme/theme-config.js';
import { bundlePage } from '../parse/react-page/bundle-page.js';
import { pageModules } from '../parse/react-page/page-modules.js';
import { siteThemeAliases } from '../parse/react-page/site-theme-aliases.js';
import { FOOTER_PARTS } from './footer-parts.js';
import { staticFoldersOf } from '../core/static-folders.js';

/** The swizzled components helpdocs draws, by Docusaurus's name → the theme component they replace. */
const USABLE = { Footer: 'Footer', 'DocItem/Footer': 'DocFooter' } as const;
type SwizzledName = keyof typeof USABLE;
export const USABLE_SWIZZLED: readonly string[] = Object.keys(USABLE);

/** The props the theme component was given, for `@theme-original/X` and `useDoc()` inside the site's. */
const Given = createContext<{ ctx: PageContext; docFooter?: DocFooterProps } | undefined>(undefined);

function fileOf(root: string, name: string): string | undefined {
  const candidates = [name, `${name}/index`].flatMap((stem) =>
    ['tsx', 'ts', 'jsx', 'js'].map((ext) => `src/theme/${stem}.${ext}`),
  );
  return candidates.find((file) => existsSync(path.join(root, file)));
}

const OriginalFooter = () => {
  const given = useContext(Given);
  return given ? <originalComponents.Footer ctx={given.ctx} /> : null;
};
const OriginalDocFooter = () => {
  const given = useContext(Given)?.docFooter;
  return given ? <originalComponents.DocFooter {...given} /> : null;
};

/** `useDoc()` of plugin-content-docs: what a doc footer reads of its doc. */
function useDoc() {
  const given = useContext(Given)?.docFooter;
  const tags = (given?.tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.route }));
  const metadata = {
    editUrl: given?.editUrl,
    lastUpdatedAt: given?.lastUpdate ? given.lastUpdate.timestamp * 1000 : undefined,
    lastUpdatedBy: given?.lastUpdate?.author,
    tags,
  };
  return { metadata, frontMatter: {}, contentTitle: undefined };
}

/**
 * `useThemeConfig()`: the site's themeConfig, with the footer as the page's footer links resolve
 * (Docusaurus's shape).
 */
function useThemeConfig() {
  const ctx = useContext(Given)?.ctx;
  const own = themeConfigOf(ctx?.config.themeConfig);
  const ownFooter = (own.footer ?? {}) as Record<string, unknown>;
  const links = (ctx?.config.footer.columns ?? []).map((column) => ({
    title: column.title,
    items: column.items.map((item) => ({ ...item.props, label: ctx?.linkLabel(item), href: ctx?.resolveLink(item) })),
  }));
  const copyright = ctx?.config.footer.copyright;
  return { ...own, footer: { style: 'dark', ...ownFooter, links, ...(copyright ? { copyright } : {}) } };
}

/**
 * The component that takes the theme component's place, giving the site's its props' context. One
 * that throws on a page gives way to helpdocs's own there.
 */
function inPlaceOf(name: SwizzledName, Site: ComponentType): ThemeComponents[(typeof USABLE)[SwizzledName]] {
  const drawn = (value: { ctx: PageContext; docFooter?: DocFooterProps }) =>
    renderToStaticMarkup(
      <Given.Provider value={value}>
        <Site />
      </Given.Provider>,
    );
  const Swizzled = ({ html }: { html: string }) => (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own component, drawn at build time
    <div className="swizzled" dangerouslySetInnerHTML={{ __html: html }} />
  );
  if (name === 'Footer')
    return ({ ctx }: { ctx: PageContext }) => {
      const html = attempt(() => drawn({ ctx }));
      return html === undefined ? <originalComponents.Footer ctx={ctx} /> : <Swizzled html={html} />;
    };
  return (props: DocFooterProps) => {
    const html = attempt(() => drawn({ ctx: props.ctx, docFooter: props }));
    return html === undefined ? <originalComponents.DocFooter {...props} /> : <Swizzled html={html} />;
  };
}

function attempt(draw: () => string): string | undefined {
  try {
    return draw();
  } catch {
    return undefined;
  }
}

export async function loadSwizzledComponents(
  root: string,
  config: Config,
  strings: Strings,
): Promise<{
  components: Partial<ThemeComponents>;
  key: string;
  diagnostics: Diagnostic[];
  files: OutputFile[];
  /** The used components' own rules, with the class names they were drawn with. */
  css?: string;
}> {
  const components: Partial<Record<string, unknown>> = {};
  const diagnostics: Diagnostic[] = [];
  const codes: string[] = [];
  const files: OutputFile[] = [];
  const styles: string[] = [];
  const site = docusaurusSiteOf(config);
  const shared = pageModules(strings, site);
  const lookup = (id: string): unknown => {
    if (id === '@theme-original/Footer') return { __esModule: true, default: OriginalFooter };
    if (id === '@theme-original/DocItem/Footer') return { __esModule: true, default: OriginalDocFooter };
    if (id === '@docusaurus/plugin-content-docs/client') return { __esModule: true, useDoc };
    if (id === '@docusaurus/theme-common') return { ...(shared(id) as object), useThemeConfig };
    return FOOTER_PARTS[id] ?? shared(id);
  };
  // The site's own theme modules come before the stand-ins: its Footer/Layout in its Footer.
  const aliases = siteThemeAliases(root);
  for (const name of Object.keys(USABLE) as SwizzledName[]) {
    const file = fileOf(root, name);
    if (!file) continue;
    const warn = (message: string) =>
      diagnostics.push({ severity: 'warning', file, line: 1, column: 1, message, ruleId: 'docusaurus-swizzle' });
    const bundled = await bundlePage(
      root,
      file,
      { base: config.base, staticDirs: staticFoldersOf(config) },
      lookup,
      aliases,
    );
    if (!bundled.ok) {
      warn(`Swizzled ${name} not used (helpdocs draws its own): ${bundled.error}`);
      continue;
    }
    for (const missing of bundled.missing) warn(`Swizzled ${name}: "${missing}" has no stand-in, drawn without it`);
    try {
      const exported = runBundledModule(bundled.code, (id) => lookup(id) ?? { __esModule: true, default: () => null });
      const Site = (exported as { default?: ComponentType }).default;
      // A function, or what memo() and forwardRef() make of one.
      if (typeof Site !== 'function' && (typeof Site !== 'object' || Site === null))
        throw new Error('it has no default export to draw');
      components[USABLE[name]] = inPlaceOf(name, Site);
      codes.push(bundled.code);
      files.push(...bundled.files);
      if (bundled.css) styles.push(bundled.css);
    } catch (error) {
      const message = error instanceof Error || types.isNativeError(error) ? error.message : String(error);
      warn(`Swizzled ${name} not used (helpdocs draws its own): ${message}`);
    }
  }
  // Part of every page's key: a page is drawn again when a swizzled component changes.
  const key =
    codes.length > 0
      ? createHash('sha256')
          .update([...codes, ...styles].join('\0'))
          .digest('hex')
      : '';
  const css = styles.join('\n');
  return { components: components as Partial<ThemeComponents>, key, diagnostics, files, ...(css ? { css } : {}) };
}

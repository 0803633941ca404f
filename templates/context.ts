// What every template receives: the resolved config, strings and asset URLs. Templates only read it.
import type { Config } from '../src/core/config.js';
import type { Strings } from '../src/core/strings.js';
import type { BrandLogo } from '../src/brand/index.js';
import type { PageLanguages } from '../src/render/languages.js';
import type { ThemeComponents } from './theme.js';

export interface Assets {
  css: string;
  /** Module scripts loaded by every page (small). */
  scripts: string[];
  /** The site's own stylesheet (brand colours, fonts, custom CSS), linked after the theme's. */
  siteCss?: string | undefined;
  /** The search page's own script and the chunks its first query needs (src/client/search/page-start.ts). */
  searchPage?: { script: string; preload: string[] } | undefined;
}

export interface PageContext {
  config: Config;
  strings: Strings;
  assets: Assets;
  /** Route of the doc a navbar item points at, resolved by the build. */
  resolveLink(item: { docId?: string | undefined; to?: string | undefined; href?: string | undefined }): string;
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
}

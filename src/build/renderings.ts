// One renderer per locale: the same assets, brand and theme overrides, each locale's strings and routes.
import { codeFingerprint } from '../cache/fingerprint.js';
import type { Config } from '../core/config.js';
import type { prepareBrand } from '../brand/index.js';
import type { loadThemeOverrides } from '../brand/overrides.js';
import { contentSecurityPolicy, metaPolicy } from '../output/csp.js';
import { searchPageAssets, type bundle } from '../output/index.js';
import { pageLanguages, renderSite, type InlineCode, type SiteRendering } from '../render/index.js';
import { searchLanguageOf } from '../search/languages.js';
import { routesOfLocale, type PreparedLocale } from './locale.js';

export interface SharedParts {
  assets: Awaited<ReturnType<typeof bundle>>;
  brand: Awaited<ReturnType<typeof prepareBrand>>;
  overrides: Awaited<ReturnType<typeof loadThemeOverrides>>;
}

/**
 * `cacheKey` is the code's fingerprint when the build leaves a stamp (rendered pages are then
 * reused by what they show), undefined otherwise.
 */
export function renderLocales(
  locales: readonly PreparedLocale[],
  config: Config,
  { assets, brand, overrides }: SharedParts,
  cacheKey: { fingerprint: string | undefined } | undefined,
): SiteRendering[] {
  const languages = locales.length > 1 ? pageLanguages(locales.map(routesOfLocale), config.url) : undefined;
  // The headers' policy also rides in every page (<meta>), for hosts that send no headers.
  const pagePolicy = (inline: InlineCode) => metaPolicy(contentSecurityPolicy(inline, config));
  return locales.map((locale) =>
    renderSite(
      locale.assembled.frame,
      locale.strings,
      {
        css: assets.cssUrl,
        scripts: assets.scriptUrls,
        searchPage: searchPageAssets(assets.searchPage, searchLanguageOf(locale.spec.config.locale)),
        sidebarScript: assets.sidebarScript,
        ...(brand.cssUrl ? { siteCss: brand.cssUrl } : {}),
      },
      locale.memo,
      pagePolicy,
      { logo: brand.logo, favicon: brand.favicon, overrides: overrides.components, overridesKey: overrides.key },
      languages?.get(locale.spec.locale),
      cacheKey && (cacheKey.fingerprint ?? codeFingerprint()),
    ),
  );
}

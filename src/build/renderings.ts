// One renderer per locale: the same assets, brand and theme overrides, each locale's strings and routes.
import { codeFingerprint } from '../cache/fingerprint.js';
import type { Config } from '../core/config.js';
import type { prepareBrand } from '../brand/index.js';
import type { loadThemeOverrides } from '../brand/overrides.js';
import { contentSecurityPolicy, metaPolicy } from '../output/csp.js';
import { searchPageAssets, type bundle } from '../output/index.js';
import { pageLanguages, pageVersions, renderSite, type InlineCode, type SiteRendering } from '../render/index.js';
import { searchLanguageOf } from '../search/languages.js';
import { routesOfLocale, versionRoutesOf, type PreparedLocale } from './locale.js';

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
  // The language picker links each version to the same version in the other locales.
  const languageSets = new Map(
    [...groupsOf(locales, languageGroup)].map(([name, group]) => [
      name,
      group.length > 1 ? pageLanguages(group.map(routesOfLocale), config.url) : undefined,
    ]),
  );
  // The version dropdown links each locale's versions (of the main docs).
  const versioned = locales.filter((locale) => locale.spec.version !== undefined);
  const versionSets = new Map(
    [...groupsOf(versioned, (locale) => locale.spec.locale)].map(([name, group]) => [
      name,
      group[0] ? pageVersions(group.map(versionRoutesOf)) : undefined,
    ]),
  );
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
        ...(overrides.stylesheet ? { themeCss: overrides.stylesheet } : {}),
      },
      locale.memo,
      pagePolicy,
      { logo: brand.logo, favicon: brand.favicon, overrides: overrides.components, overridesKey: overrides.key },
      languageSets.get(languageGroup(locale))?.get(locale.spec.locale),
      cacheKey && (cacheKey.fingerprint ?? codeFingerprint()),
      locale.spec.version && versionSets.get(locale.spec.locale)?.get(locale.spec.version.name),
    ),
  );
}

function groupsOf<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** The doc sets the language picker links: the same version, or the same docs instance, in each locale. */
const languageGroup = (locale: PreparedLocale) =>
  locale.spec.instance === undefined ? (locale.spec.version?.name ?? '') : `@${locale.spec.instance}`;

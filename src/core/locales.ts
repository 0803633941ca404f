// The locales one build makes: each with its base path, its config and how the picker names it.
import type { Config, DocsInstance } from './config.js';
import { versionConfig, type DocsVersion } from './versions.js';

export interface LocaleSpec {
  locale: Config['locale'];
  /** The default locale is served at the site's base; every other one at `<base><locale>/`. */
  isDefault: boolean;
  /** This locale's config: the site's, with its own `locale` and `base`. */
  config: Config;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** On a versioned site: the docs version this doc set shows (each locale has one doc set per version). */
  version?: DocsVersion | undefined;
  /** Another docs instance (config `docsInstances`): its id. */
  instance?: string | undefined;
}

/**
 * Does this doc set own the locale's base (home, 404, search at the base, sitemap)? The last version
 * of the main docs does; another docs instance searches its own docs, from a page under its path.
 */
export const ownsBase = (spec: LocaleSpec) => (!spec.version || spec.version.isLast) && spec.instance === undefined;

/** Each locale once per version (the last version first), or as it is when the site is not versioned. */
export function docSetPlan(config: Config, versions: readonly DocsVersion[]): LocaleSpec[] {
  const locales = localePlan(config);
  const main =
    versions.length === 0
      ? locales
      : locales.flatMap((spec) =>
          versions.map((version) => ({ ...spec, config: versionConfig(spec.config, version), version })),
        );
  // Every other docs instance after the main docs, once per locale.
  const instances = locales.flatMap((spec) =>
    config.docsInstances.map((instance) => ({
      ...spec,
      config: instanceConfig(spec.config, instance),
      instance: instance.id,
    })),
  );
  return [...main, ...instances];
}

/** A docs instance's doc set: its folder, path and sidebars; no blog, pages or versions of its own. */
export function instanceConfig(config: Config, instance: DocsInstance): Config {
  const { sidebarPath: _, blog, editUrl: __, pagesDir: ___, ...rest } = config;
  return {
    ...rest,
    blogs: [],
    docsInstances: [],
    docsVersions: undefined,
    contentDir: instance.contentDir,
    routeBasePath: instance.routeBasePath,
    sidebarPath: instance.sidebarPath ?? false,
    ...(instance.editUrl === undefined ? {} : { editUrl: instance.editUrl }),
    tagsFile: instance.tagsFile,
    onInlineTags: instance.onInlineTags,
    exclude: instance.exclude,
    sidebarCollapsed: instance.sidebarCollapsed,
    sidebarCollapsible: instance.sidebarCollapsible,
    breadcrumbs: instance.breadcrumbs,
  };
}

/** The language's name in itself, capitalised as a menu item (`pt-BR` → `Português (Brasil)`). */
function ownName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
}

/** One entry without `i18n` (the site as always); the default locale first otherwise. */
export function localePlan(config: Config): LocaleSpec[] {
  const i18n = config.i18n;
  // One locale shows no picker: its name is looked up only if asked (Intl.DisplayNames loads ICU data, ~15 ms).
  if (!i18n)
    return [
      {
        locale: config.locale,
        isDefault: true,
        config,
        get label() {
          return ownName(config.locale);
        },
        htmlLang: config.locale,
        direction: 'ltr',
      },
    ];
  const ordered = [i18n.defaultLocale, ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale)];
  return ordered.map((locale) => {
    const isDefault = locale === i18n.defaultLocale;
    const own = i18n.localeConfigs[locale] ?? {};
    return {
      locale,
      isDefault,
      config: { ...config, locale, base: isDefault ? config.base : `${config.base}${locale}/` },
      label: own.label ?? ownName(locale),
      htmlLang: own.htmlLang ?? locale,
      direction: own.direction ?? 'ltr',
    };
  });
}

/** Where a locale's translations live, relative to the site root (Docusaurus's own folder first). */
export const I18N_DIR = 'i18n';
/** Docusaurus's i18n folder of a docs plugin: `docusaurus-plugin-content-docs`, `-<id>` for another instance. */
export const docsPluginFolder = (instance?: string) =>
  `docusaurus-plugin-content-docs${instance === undefined ? '' : `-${instance}`}`;
/**
 * A released version's translations are only in Docusaurus's folder (`version-<v>`), and so are another docs
 * instance's (`docusaurus-plugin-content-docs-<id>/current`): never the main docs' folders.
 */
export function translationFolders(locale: string, version = 'current', instance?: string): string[] {
  const plugin = `${I18N_DIR}/${locale}/${docsPluginFolder(instance)}`;
  if (version !== 'current') return [`${plugin}/version-${version}`];
  if (instance !== undefined) return [`${plugin}/current`];
  return [`${plugin}/current`, `${I18N_DIR}/${locale}`];
}

// Which docs versions one build makes and where each lives, by Docusaurus's rules: the docs folder is
// the `current` version, versions.json lists the released ones (newest first).
import type { Config } from './config.js';

export const CURRENT_VERSION = 'current';
export const VERSIONS_FILE = 'versions.json';
/** The released versions' docs and sidebars. */
export const VERSIONED_FOLDERS = ['versioned_docs', 'versioned_sidebars'];

export interface DocsVersion {
  /** `current`, or a name of versions.json. */
  name: string;
  label: string;
  /** Its place in Docusaurus's order (current, then versions.json's): the dropdown's. */
  order: number;
  /** Its path under the docs' base: '' for the last version. */
  path: string;
  /** The version readers land on: at the docs' base, in the sitemap, its search at the locale's base. */
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | undefined;
  badge: boolean;
  noIndex: boolean;
  /** Its docs folder and sidebars file, from the site root. */
  contentDir: string;
  sidebarPath: string | false | undefined;
}

/** `versioned_docs/version-1.0`: a released version's folder. */
export const versionedDocsDir = (name: string) => `versioned_docs/version-${name}`;
export const versionedSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/**
 * The versions to build, the last one first; none when the site is not versioned (no versions.json,
 * or versioning disabled). `names` is versions.json's list; `hasSidebars` tells whether a released
 * version has its own sidebars file (without one, its sidebar is made from its folders).
 */
export function docsVersionPlan(
  config: Config,
  names: readonly string[] | undefined,
  hasSidebars: (file: string) => boolean,
): DocsVersion[] {
  const options = config.docsVersions;
  if (!names || options?.disableVersioning) return [];
  const all = [...(options?.includeCurrentVersion === false ? [] : [CURRENT_VERSION]), ...names];
  const included = options?.onlyIncludeVersions;
  const built = included ? all.filter((name) => included.includes(name)) : all;
  const wanted = options?.lastVersion ?? built.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  // A last version left out of the build leaves the newest built one at the docs' base.
  const last = built.includes(wanted) ? wanted : built[0];
  const own = (name: string) => options?.versions[name] ?? {};
  const versions = built.map((name, order): DocsVersion => {
    const isLast = name === last;
    const newer = last !== undefined && built.indexOf(name) < built.indexOf(last);
    const banner = own(name).banner ?? (isLast ? 'none' : newer ? 'unreleased' : 'unmaintained');
    const sidebars = versionedSidebarsFile(name);
    return {
      name,
      label: own(name).label ?? (name === CURRENT_VERSION ? 'Next' : name),
      order,
      path: own(name).path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name),
      isLast,
      banner: banner === 'none' ? undefined : banner,
      badge: own(name).badge ?? built.length !== 1,
      noIndex: own(name).noIndex ?? false,
      contentDir: name === CURRENT_VERSION ? config.contentDir : versionedDocsDir(name),
      sidebarPath: name === CURRENT_VERSION ? config.sidebarPath : hasSidebars(sidebars) ? sidebars : false,
    };
  });
  return [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)];
}

/** A version's config: its own docs folder, sidebars and docs path under the locale's base. */
export function versionConfig(config: Config, version: DocsVersion): Config {
  const routeBasePath = [config.routeBasePath, version.path].filter((part) => part !== '').join('/');
  // The blog and the Markdown pages, like the base's other pages, are drawn once: with the last version.
  const { sidebarPath: _, blog, pagesDir, ...rest } = config;
  return {
    ...rest,
    ...(version.isLast && blog ? { blog } : {}),
    ...(version.isLast && pagesDir ? { pagesDir } : {}),
    contentDir: version.contentDir,
    routeBasePath,
    ...(version.sidebarPath === undefined ? {} : { sidebarPath: version.sidebarPath }),
  };
}

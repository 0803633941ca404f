// What a docs version changes in its doc set: its label as the locale's translation file names it,
// and its own search page under its docs' path.
import type { Config } from '../core/config.js';
import { docsBase } from '../core/routes.js';
import type { Strings } from '../core/strings.js';
import type { DocsVersion } from '../core/versions.js';
import type { TranslationMessages } from '../load/translation-files.js';

/** `version.label` of `current.json` / `version-<v>.json` (Docusaurus writes it there). */
export function translatedVersion(version: DocsVersion, sidebars: TranslationMessages | undefined): DocsVersion {
  const label = sidebars?.messages.get('version.label');
  return label === undefined || label === version.label ? version : { ...version, label };
}

/** The search page of a version that is not the last: `<docs base><search>/` (`/docs/1.0/search/`). */
export function versionSearchConfig(config: Config, strings: Strings): Config {
  const docsPath = docsBase(config).slice(config.base.length);
  return {
    ...config,
    search: { ...config.search, route: `${docsPath}${config.search.route ?? strings.t('search.route')}` },
  };
}

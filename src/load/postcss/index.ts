// A Docusaurus site's PostCSS for a build (site-postcss.ts), and its warnings with the build's.
import type { Config } from '../../core/config.js';
import type { Diagnostic } from '../../core/model.js';
import { docusaurusSourceOf } from '../config/load.js';
import { prepareSitePostCss as prepare, type SitePostCss } from './site-postcss.js';

/** Undefined for a site that is not a Docusaurus site, or that has no PostCSS plugins. */
export async function prepareSitePostCss(root: string, config: Config): Promise<SitePostCss | undefined> {
  const source = docusaurusSourceOf(config);
  return source ? prepare(root, source) : undefined;
}

/** The build's diagnostics and those PostCSS gave while the pages were made. */
export function withPostCss(diagnostics: readonly Diagnostic[], postCss: SitePostCss | undefined): Diagnostic[] {
  return postCss ? [...diagnostics, ...postCss.diagnostics] : [...diagnostics];
}

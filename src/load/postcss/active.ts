// The site's PostCSS for the build under way, by site folder: what the bundles of its components and
// its customCss are run through (src/parse/mdx/bundle-loaders.ts, src/brand/index.ts).
import path from 'node:path';
import type { SitePostCss } from './site-postcss.js';

const active = new Map<string, SitePostCss>();

/** Set by a build once its config is read: undefined for a site without PostCSS plugins. */
export function setSitePostCss(root: string, postCss: SitePostCss | undefined): void {
  if (postCss) active.set(path.resolve(root), postCss);
  else active.delete(path.resolve(root));
}

export function sitePostCssOf(root: string): SitePostCss | undefined {
  return active.get(path.resolve(root));
}

/**
 * Stage render: the site's frame, its strings and the bundled assets' URLs → a renderer that turns
 * each parsed doc into its page (as soon as it is parsed) and, once every doc is in, the other
 * pages (redirect stubs, 404, search, tags); and the inline code the pages carry, for the CSP.
 * React templates (templates/) through renderToStaticMarkup.
 */
import type { Assets } from '../../templates/context.js';
import type { BuildMemo } from '../cache/memo.js';
import type { SiteFrame } from '../core/model.js';
import type { Strings } from '../core/strings.js';
import { createPageContext, type SiteLook } from './context.js';
import type { PageLanguages } from './languages.js';
import type { PageVersions } from './versions.js';
import { inlineCodeOf, type InlineCode } from './inline-code.js';
import { createRenderer, type SiteRenderer } from './render.js';

export type { InlineCode } from './inline-code.js';
export type { SiteLook } from './context.js';
export { pageLanguages, type LocaleRoutes, type PageLanguages } from './languages.js';
export { pageVersions, type PageVersions, type VersionRoutes } from './versions.js';

export interface SiteRendering extends SiteRenderer {
  inlineCode: InlineCode;
}

/**
 * `metaPolicyOf` gives the Content-Security-Policy every page carries in a `<meta>` (the output
 * stage's policy for this inline code, handed in by the build so render does not reach into output).
 */
/**
 * `keyed`: the code that draws pages (its fingerprint); given, each page file carries a key of what
 * it shows, so a later build can keep the page out/ already holds instead of drawing it again.
 */
export function renderSite(
  frame: SiteFrame,
  strings: Strings,
  assets: Assets,
  memo?: BuildMemo,
  metaPolicyOf?: (inline: InlineCode) => string,
  look: SiteLook = {},
  languages?: PageLanguages,
  keyed?: string,
  versions?: PageVersions,
): SiteRendering {
  const pageContext = createPageContext(frame, strings, assets, look, languages, versions);
  const inlineCode = inlineCodeOf(pageContext);
  const ctx = metaPolicyOf ? { ...pageContext, metaCsp: metaPolicyOf(inlineCode) } : pageContext;
  const pageKeys = keyed === undefined ? undefined : JSON.stringify([keyed, strings.locale, strings.catalogue]);
  return { ...createRenderer(frame, ctx, memo, look.overridesKey ?? '', pageKeys), inlineCode };
}

// The links of a page in the site's form (src/core/routes.ts PageFiles). Pages are drawn with routes, which end in
// `/`; a site whose pages are `x.html` files (Docusaurus's trailingSlash: false) links `/docs/x`, as Docusaurus's
// Link writes every internal link. Done on the page's markup, so every link is reached: the templates', the
// content's, the site's React pages' and raw HTML's alike.
import { type PageFiles, linkOfRoute } from '../core/routes.js';

/**
 * A start tag as React's markup and hast-util-to-html write it: every value in `"`, a `"` inside one written as an
 * entity. In text both write `<` as an entity, so a raw `<` and a letter start a tag (a code sample is not one).
 */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/g;
/** In such a tag, an `href` or `action` attribute (each starts after a space, outside any value). */
const LINK_ATTRIBUTE = /(\s(?:href|action)=")([^"]*)"/g;

/** `html` with each link to a page of the site in the form `files` gives it. */
export function pageLinksInForm(html: string, files: PageFiles, base: string): string {
  if (files === 'folder') return html;
  return html.replace(START_TAG, (tag) =>
    tag.replace(LINK_ATTRIBUTE, (whole, start: string, value: string) =>
      value.startsWith(base) ? `${start}${linkOfRoute(value, files, base)}"` : whole,
    ),
  );
}

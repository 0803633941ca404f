import { searchManifestUrl, siteSearchLink } from '../src/core/search-routes.js';
import type { PageContext } from './context.js';
import { Island } from '../src/render/island.js';
import { searchStrings } from './islands/SearchHits.js';

/**
 * The hero's search box (a splash page's `hero.search`, the home page of a site whose docs have their
 * own path): the navbar's island, bigger; without JavaScript, a GET form to the search page.
 */
export function HeroSearch({ ctx }: { ctx: PageContext }) {
  return (
    <div className="hero-search">
      <Island
        name="search-box"
        // Its own ids, no shortcuts and no landmark: `/`, Ctrl+K and the search landmark stay the navbar's.
        props={{
          action: siteSearchLink(ctx.config, ctx.strings),
          manifest: searchManifestUrl(ctx.config.base),
          strings: searchStrings(ctx.strings.t),
          id: 'hero-search',
          shortcuts: false,
          landmark: false,
        }}
      />
    </div>
  );
}

import { didYouMean } from '../core/diagnostics.js';
import { checkJsonSource, REDIRECTS_FILE, type JsonSource } from '../load/json-source.js';
import type { Diagnostic, Redirect } from '../core/model.js';
import { routeFromSitePath } from '../core/routes.js';
import { unsafeSitePath } from '../core/site-path.js';
import { z } from 'zod';

export { REDIRECTS_FILE };

const redirectsSchema = z.array(z.strictObject({ from: z.string().min(1), to: z.string().min(1) }));

/**
 * What helpdocs itself writes at the base (and, with base `/`, at the host root): a redirect from one
 * of them would need its stub folder where the file is (it crashed the write with EISDIR).
 */
const WRITTEN_BY_HELPDOCS = new Set([
  'sitemap.xml',
  'search-manifest.json',
  '404.html',
  'assets',
  'robots.txt',
  '_redirects',
  '_headers',
  'nginx-helpdocs.conf',
  '.helpdocs-out',
]);

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export interface RedirectResult {
  redirects: Redirect[];
  diagnostics: Diagnostic[];
}

/**
 * redirects.json → redirects. A `from` that is also a page, a `to` that is not a page, a chain
 * (a `to` that is another `from`), a loop and a repeated `from` are errors.
 */
export function resolveRedirects(
  source: JsonSource | undefined,
  base: string,
  pageRoutes: ReadonlySet<string>,
): RedirectResult {
  if (!source) return { redirects: [], diagnostics: [] };
  const { data, diagnostics, error } = checkJsonSource(source, REDIRECTS_FILE, redirectsSchema, 'redirect');
  if (!data) return { redirects: [], diagnostics };
  const fromRoutes = new Set(data.map((r) => routeFromSitePath(base, r.from)));
  const seen = new Set<string>();
  const redirects: Redirect[] = [];
  data.forEach((entry, index) => {
    const fromRoute = routeFromSitePath(base, entry.from);
    const toRoute = routeFromSitePath(base, entry.to);
    let ok = true;
    const unsafe = unsafeSitePath(entry.from);
    if (unsafe) {
      error([index, 'from'], `Redirect from "${entry.from}" ${unsafe}`, 'redirect-source');
      return;
    }
    // From the route, so `/manual/sitemap.xml` (written with the base) is seen too.
    const first = fromRoute.slice(base.length).split('/')[0] ?? '';
    if (WRITTEN_BY_HELPDOCS.has(first)) {
      error(
        [index, 'from'],
        `Redirect from "${entry.from}" collides with ${first}, which helpdocs writes`,
        'redirect-collision',
        'redirect from another path',
      );
      return;
    }
    if (seen.has(fromRoute)) {
      error([index, 'from'], `Redirect from "${entry.from}" is listed twice`, 'redirect-duplicate');
      ok = false;
    }
    seen.add(fromRoute);
    if (pageRoutes.has(fromRoute)) {
      error(
        [index, 'from'],
        `Redirect from "${entry.from}" collides with an existing page`,
        'redirect-collision',
        'remove the redirect or the page',
      );
      ok = false;
    }
    if (fromRoute === toRoute) {
      error([index, 'to'], `Redirect from "${entry.from}" leads to itself`, 'redirect-loop');
      ok = false;
    } else if (fromRoutes.has(toRoute)) {
      error(
        [index, 'to'],
        `Redirect to "${entry.to}" leads to another redirect (a chain or a loop)`,
        'redirect-chain',
        'point it at the final page',
      );
      ok = false;
    } else if (!pageRoutes.has(toRoute)) {
      // Compared without the base, so the shared prefix does not make every route look close.
      const sitePaths = [...pageRoutes].map((route) => `/${trimSlashes(route.slice(base.length))}`);
      const hint = didYouMean(`/${trimSlashes(entry.to)}`, sitePaths);
      error([index, 'to'], `Redirect to "${entry.to}" points nowhere`, 'redirect-target', hint);
      ok = false;
    }
    if (ok) redirects.push({ from: trimSlashes(entry.from), to: trimSlashes(entry.to), fromRoute, toRoute });
  });
  return { redirects, diagnostics };
}

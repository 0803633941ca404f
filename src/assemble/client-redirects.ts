// Docusaurus's plugin-client-redirects: its list and its createRedirects function → redirect stubs,
// made once the pages of a doc set are known. Unlike redirects.json, whose entries are the site's own
// promises (an error each), a path that is already a page is left out, as Docusaurus does.
import type { Config } from '../core/config.js';
import type { Diagnostic, Redirect } from '../core/model.js';
import { routeFromSitePath } from '../core/routes.js';
import { unsafeSitePath } from '../core/site-path.js';
import { configFileOf } from '../load/config/load.js';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
const listOf = (value: string | string[] | null | undefined) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

export interface ClientRedirects {
  redirects: Redirect[];
  diagnostics: Diagnostic[];
  /**
   * Stubs whose target is no page of this doc set: another doc set (a second docs instance) may have it.
   * settleClientRedirects (build/doc-sets.ts) keeps those and says once which lead nowhere.
   */
  elsewhere: Redirect[];
}

/**
 * `pageRoutes`: every page of the doc set. `withList`: whether this doc set writes the plugin's list
 * (the one at the base: a versioned site's other versions would write the same stubs again).
 */
export function clientRedirects(
  root: string,
  config: Config,
  pageRoutes: ReadonlySet<string>,
  taken: ReadonlySet<string>,
  withList: boolean,
): ClientRedirects {
  const options = config.clientRedirects;
  if (!options) return { redirects: [], diagnostics: [], elsewhere: [] };
  const { base } = config;
  const wanted: Array<{ from: string; to: string; toRoute: string; fragment?: string }> = [];
  if (withList)
    for (const { from, to } of options.redirects) {
      const external = /^[a-z][a-z\d+.-]*:/i.test(to);
      const toRoute = external ? to : routeFromSitePath(base, to.replace(/[?#].*$/, ''));
      // collectRedirects keeps `to` as written, so the stub leads to its #fragment too.
      const fragment = external ? undefined : /[?#].*$/.exec(to)?.[0];
      for (const one of listOf(from)) wanted.push({ from: one, to, toRoute, ...(fragment ? { fragment } : {}) });
    }
  const failed: string[] = [];
  if (options.createRedirects)
    for (const route of [...pageRoutes].sort()) {
      const path = `/${route.slice(base.length)}`.replace(/(.)\/$/, '$1');
      try {
        for (const from of listOf(options.createRedirects(path))) wanted.push({ from, to: path, toRoute: route });
      } catch (error) {
        failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  const file = configFileOf(root);
  const warn = (message: string, ruleId: string): Diagnostic => ({
    severity: 'warning',
    file,
    line: 1,
    column: 1,
    message,
    ruleId,
  });
  const diagnostics: Diagnostic[] = [];
  if (failed.length > 0)
    diagnostics.push(warn(`createRedirects threw for ${failed.length} page(s), first ${failed[0]}`, 'client-redirect'));
  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  const elsewhere: Redirect[] = [];
  for (const { from, to, toRoute, fragment } of wanted) {
    if (typeof from !== 'string' || from === '' || unsafeSitePath(from) !== undefined) {
      diagnostics.push(
        warn(`Client redirect from ${JSON.stringify(from)} is not a path of the site: left out`, 'client-redirect'),
      );
      continue;
    }
    // `/a/b.html` is the page `/a/b/`'s own .html alias (written beside each stub): one stub makes both.
    const fromRoute = routeFromSitePath(base, from.replace(/\.html$/, ''));
    if (pageRoutes.has(fromRoute) || taken.has(fromRoute) || seen.has(fromRoute) || fromRoute === toRoute) continue;
    seen.add(fromRoute);
    const redirect: Redirect = {
      from: trimSlashes(from.replace(/\.html$/, '')),
      to: trimSlashes(to),
      fromRoute,
      toRoute,
      ...(fragment ? { fragment } : {}),
    };
    if (/^[a-z][a-z\d+.-]*:/i.test(toRoute) || pageRoutes.has(toRoute)) redirects.push(redirect);
    else elsewhere.push(redirect);
  }
  return { redirects, diagnostics, elsewhere };
}

/** Said once, at the config: the stubs whose target is no page of the site are left out. */
export function nowhereWarning(root: string, nowhere: readonly Redirect[]): Diagnostic {
  const shown = nowhere.slice(0, 3).map((redirect) => `/${redirect.from} → /${redirect.to}`);
  return {
    severity: 'warning',
    file: configFileOf(root),
    line: 1,
    column: 1,
    message: `${nowhere.length} client redirect(s) lead to no page and are left out: ${shown.join(', ')}`,
    ruleId: 'client-redirect',
  };
}

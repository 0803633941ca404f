// plugin-client-redirects' stubs whose target is a page of another doc set of the same locale (a second
// docs instance: `/contact` → `/community/support`): kept once every doc set's pages are known; the
// others lead nowhere and are said once.
import { nowhereWarning } from '../assemble/client-redirects.js';
import type { PreparedLocale } from './locale.js';

export function settleClientRedirects(locales: readonly PreparedLocale[]): void {
  for (const locale of locales) {
    const { assembled } = locale;
    if (assembled.redirectsElsewhere.length === 0) continue;
    const pages = new Set(
      locales
        .filter((other) => other.spec.locale === locale.spec.locale)
        .flatMap((other) => [...other.assembled.routeSet]),
    );
    const kept = assembled.redirectsElsewhere.filter((redirect) => pages.has(redirect.toRoute));
    const nowhere = assembled.redirectsElsewhere.filter((redirect) => !pages.has(redirect.toRoute));
    assembled.frame.redirects = [...assembled.frame.redirects, ...kept];
    for (const redirect of kept) assembled.routeSet.add(redirect.fromRoute);
    if (nowhere.length > 0) locale.diagnostics.push(nowhereWarning(locale.loaded.root, nowhere));
  }
}

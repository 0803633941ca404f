// Links between the locales of one build: the language picker, hreflang alternates, fallback pages.
import type { LocaleSpec } from '../core/locales.js';
import type { DocHeader } from '../core/model.js';
import { present } from '../core/present.js';
import { pageUrlPath } from './page-urls.js';

/** What the links need of one locale once its routes are known (before any page is rendered). */
export interface LocaleRoutes {
  spec: LocaleSpec;
  docs: readonly DocHeader[];
  /** Every route of the locale: docs, redirects, tags, search. */
  routes: ReadonlySet<string>;
  /** Content paths shown in the default locale's text. */
  fallbacks: ReadonlySet<string>;
  /** The search page's route, which each locale's strings name (`/docs/search/`, `/docs/pt-BR/busca/`). */
  searchRoute: string;
}

export interface PickerLink {
  label: string;
  htmlLang: string;
  href: string;
  current: boolean;
}

/** One locale's view of the others, for its templates. */
export interface PageLanguages {
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The default locale's `lang`, for the text of a page that has no translation. */
  defaultHtmlLang: string;
  /** Changes whenever any link below would: part of watch mode's page keys. */
  key: string;
  picker(route: string | undefined): PickerLink[];
  /** `hreflang` alternates (absolute URLs, `x-default` last) of a translated page; none for other pages. */
  alternates(route: string | undefined): Array<{ hrefLang: string; href: string }>;
  /** The absolute URL of the original when the page at `route` shows the default locale's text. */
  fallbackOf(route: string | undefined): string | undefined;
}

interface Indexed {
  locale: LocaleRoutes;
  byRoute: Map<string, DocHeader>;
  byPath: Map<string, DocHeader>;
}

export function pageLanguages(all: readonly LocaleRoutes[], url: string): Map<string, PageLanguages> {
  const indexed: Indexed[] = all.map((locale) => ({
    locale,
    byRoute: new Map(locale.docs.map((doc) => [doc.route, doc])),
    byPath: new Map(locale.docs.map((doc) => [doc.source.contentPath, doc])),
  }));
  const main = present(indexed[0], 'locale');
  // In the form the site gives its pages' whole addresses (config pageUrls), as the page's own canonical link.
  const absolute = (route: string, entry: Indexed) =>
    new URL(encodeURI(pageUrlPath(route, { config: entry.locale.spec.config, docsByRoute: entry.byRoute })), url).href;
  const key = JSON.stringify(
    all.map(({ spec, docs, fallbacks }) => [
      spec.locale,
      spec.label,
      spec.htmlLang,
      docs.map((d) => [d.source.contentPath, d.route]),
      [...fallbacks],
    ]),
  );
  const translated = (entry: Indexed, contentPath: string) =>
    entry.byPath.has(contentPath) && !entry.locale.fallbacks.has(contentPath);

  return new Map(
    indexed.map((here) => {
      const { spec } = here.locale;
      const base = spec.config.base;
      /** The same page in `there`: the same doc, else the same path under its base, else its home. */
      const counterpart = (route: string | undefined, there: Indexed): string => {
        const thereBase = there.locale.spec.config.base;
        if (route === undefined) return thereBase;
        if (route === here.locale.searchRoute) return there.locale.searchRoute;
        const doc = here.byRoute.get(route);
        if (doc) return there.byPath.get(doc.source.contentPath)?.route ?? thereBase;
        const same = route.startsWith(base) ? `${thereBase}${route.slice(base.length)}` : undefined;
        return same && there.locale.routes.has(same) ? same : thereBase;
      };
      const languages: PageLanguages = {
        htmlLang: spec.htmlLang,
        direction: spec.direction,
        defaultHtmlLang: main.locale.spec.htmlLang,
        key,
        picker: (route) =>
          indexed.map((there) => ({
            label: there.locale.spec.label,
            htmlLang: there.locale.spec.htmlLang,
            href: there === here ? (route ?? spec.config.base) : counterpart(route, there),
            current: there === here,
          })),
        alternates(route) {
          const doc = route === undefined ? undefined : here.byRoute.get(route);
          if (!doc || !translated(here, doc.source.contentPath)) return [];
          const path = doc.source.contentPath;
          const versions = indexed.filter((there) => translated(there, path));
          if (versions.length < 2) return [];
          const routeIn = (there: Indexed) => present(there.byPath.get(path), `doc ${path}`).route;
          const links = versions.map((there) => ({
            hrefLang: there.locale.spec.htmlLang,
            href: absolute(routeIn(there), there),
          }));
          const original = translated(main, path) ? main : present(versions[0], 'translation');
          return [...links, { hrefLang: 'x-default', href: absolute(routeIn(original), original) }];
        },
        fallbackOf(route) {
          const doc = route === undefined ? undefined : here.byRoute.get(route);
          if (!doc || !here.locale.fallbacks.has(doc.source.contentPath)) return undefined;
          const original = main.byPath.get(doc.source.contentPath);
          return original && absolute(original.route, main);
        },
      };
      return [spec.locale, languages];
    }),
  );
}

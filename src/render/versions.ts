// Links between the docs versions of one locale: the version dropdown, and the banner's link to the
// same page in the last version.
import type { DocHeader } from '../core/model.js';
import type { DocsVersion } from '../core/versions.js';
import { present } from '../core/present.js';

/** What the links need of one version once its routes are known. */
export interface VersionRoutes {
  version: DocsVersion;
  docs: readonly DocHeader[];
  /** Where the dropdown leads when the page has no counterpart: the version's first doc. */
  home: string;
  /** The base its search files are named from: the locale's for the last version, its docs' base otherwise. */
  searchBase: string;
}

export interface VersionLink {
  label: string;
  href: string;
  current: boolean;
}

/** One version's view of the others, for its templates. */
export interface PageVersions {
  current: DocsVersion;
  last: DocsVersion;
  searchBase: string;
  /** Changes whenever any link below would: part of watch mode's page keys. */
  key: string;
  dropdown(route: string | undefined): VersionLink[];
  /** The same doc in the last version, else its first doc. */
  lastOf(route: string | undefined): string;
}

interface Indexed {
  own: VersionRoutes;
  byRoute: Map<string, DocHeader>;
  byId: Map<string, DocHeader>;
}

/** Keyed by version name; `all` is one locale's versions, the last one first. */
export function pageVersions(all: readonly VersionRoutes[]): Map<string, PageVersions> {
  const indexed: Indexed[] = all.map((own) => ({
    own,
    byRoute: new Map(own.docs.map((doc) => [doc.route, doc])),
    byId: new Map(own.docs.map((doc) => [doc.id, doc])),
  }));
  const inOrder = [...indexed].sort((a, b) => a.own.version.order - b.own.version.order);
  const last = present(indexed.find((entry) => entry.own.version.isLast) ?? indexed[0], 'version');
  const key = JSON.stringify(
    all.map(({ version, docs, home }) => [version, home, docs.map((doc) => [doc.id, doc.route])]),
  );
  return new Map(
    indexed.map((here) => {
      // Docusaurus matches a doc across versions by its id.
      const counterpart = (route: string | undefined, there: Indexed): string => {
        const doc = route === undefined ? undefined : here.byRoute.get(route);
        return (doc && there.byId.get(doc.id)?.route) ?? there.own.home;
      };
      const versions: PageVersions = {
        current: here.own.version,
        last: last.own.version,
        searchBase: here.own.searchBase,
        key,
        dropdown: (route) =>
          inOrder.map((there) => ({
            label: there.own.version.label,
            // On a page that is no doc of its version (a React page, a tag), each version's home, as Docusaurus does.
            href: there === here && route !== undefined && here.byRoute.has(route) ? route : counterpart(route, there),
            current: there === here,
          })),
        lastOf: (route) => counterpart(route, last),
      };
      return [here.own.version.name, versions];
    }),
  );
}

import { pageRoute } from './pages.js';
import type { Diagnostic, DocHeader, SourceFile } from '../core/model.js';
import { readHeader, routeOfSource, type RouteTable } from './doc-header.js';

export interface Headers {
  /** Content path → route, for every source. */
  routes: Map<string, string>;
  table: RouteTable;
  /** Per source, in source order. */
  headers: DocHeader[];
  /** Per source read here (not kept): the diagnostics of its front matter. */
  headerDiagnostics: Diagnostic[][];
}

/** Every doc's route from its path and slug alone: what links resolve through. */
/** Docs' routes under `docsBase`; `base` (the locale's root) is where a link's absolute path starts. */
export function routesOf(
  base: string,
  sources: readonly SourceFile[],
  docsBase = base,
): Pick<Headers, 'routes' | 'table'> {
  const routes = new Map(
    sources.map((source) => [
      source.contentPath,
      source.post
        ? `${base}${source.post.path}`
        : source.page
          ? pageRoute(base, source)
          : routeOfSource(docsBase, source),
    ]),
  );
  return { routes, table: { base, routeOf: (contentPath: string) => routes.get(contentPath) } };
}

/**
 * Front matter only: sidebars, navigation and tags need nothing else. A doc kept from an earlier
 * build (`kept[i]`) is its own header.
 */
export function readHeaders(
  sources: readonly SourceFile[],
  { routes, table }: Pick<Headers, 'routes' | 'table'>,
  kept: ReadonlyArray<DocHeader | undefined>,
): Headers {
  const headerDiagnostics: Diagnostic[][] = [];
  const headers = sources.map((source, i) => {
    const doc = kept[i];
    if (doc) return doc;
    const { header, diagnostics } = readHeader(source, table);
    headerDiagnostics[i] = diagnostics;
    return header;
  });
  return { routes, table, headers, headerDiagnostics };
}

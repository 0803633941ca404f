// Docusaurus's onDuplicateRoutes (default 'warn' there): two docs with one URL. Its router matches the
// first route, so the first doc keeps the URL and a later one is left out, said as the policy asks.
// With 'throw' (helpdocs's default) nothing is left out here: the site's assembly reports each as an error.
import type { Config } from '../core/config.js';
import type { Diagnostic, SourceFile } from '../core/model.js';

export function withoutDuplicateRoutes(
  sources: SourceFile[],
  routes: ReadonlyMap<string, string>,
  policy: Config['onDuplicateRoutes'],
): { sources: SourceFile[]; diagnostics: Diagnostic[] } {
  if (policy === 'throw') return { sources, diagnostics: [] };
  const first = new Map<string, SourceFile>();
  const diagnostics: Diagnostic[] = [];
  const kept = sources.filter((source) => {
    const route = routes.get(source.contentPath);
    if (route === undefined) return true;
    const other = first.get(route);
    if (!other) {
      first.set(route, source);
      return true;
    }
    if (policy !== 'ignore')
      diagnostics.push({
        severity: 'warning',
        file: source.path,
        line: 1,
        column: 1,
        message: `Doc has the same route ${route} as ${other.path}: left out, the first keeps the route`,
        ruleId: 'duplicate-route',
        hint: 'rename one file or change its slug',
      });
    return false;
  });
  return { sources: kept.length === sources.length ? sources : kept, diagnostics };
}

// A bare import a page's bundle cannot resolve (a Docusaurus plugin's client module, a theme internal
// helpdocs has no stand-in for): an empty module, named once, so the page is drawn without it.
import type { Plugin } from 'esbuild';

const MISSING = 'helpdocs-missing';

/** A module whose every export is a component that draws nothing. */
const EMPTY =
  'const Nothing = () => null;' +
  'module.exports = new Proxy({ __esModule: true, default: Nothing }, ' +
  "{ get: (t, k) => (k in t ? t[k] : k === 'then' ? undefined : Nothing) });";

/** `isShared`: served by helpdocs (left to the shared shims); `missing` collects what was not found. */
export function missingModules(isShared: (id: string) => boolean, missing: Set<string>): Plugin {
  return {
    name: MISSING,
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === MISSING || args.namespace === MISSING || isShared(args.path)) return undefined;
        const found = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: MISSING,
        });
        if (found.errors.length === 0) return undefined;
        missing.add(args.path);
        return { path: args.path, namespace: MISSING };
      });
      build.onLoad({ filter: /.*/, namespace: MISSING }, () => ({ contents: EMPTY, loader: 'js' }));
    },
  };
}

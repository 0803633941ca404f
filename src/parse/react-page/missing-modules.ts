// A bare import a page's bundle cannot resolve (a Docusaurus plugin's client module, a theme internal
// helpdocs has no stand-in for): an empty module, named once, so the page is drawn without it.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const MISSING = 'helpdocs-missing';

/** The names a file imports from `specifier` (`import A, { b, c as d } from '…'`), read from its text. */
async function importedNames(importer: string, specifier: string): Promise<string[]> {
  const text = await readFile(importer, 'utf8').catch(() => '');
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Set<string>();
  for (const found of text.matchAll(new RegExp(`import\\s*([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    const braces = /\{([^}]*)\}/.exec(found[1] ?? '')?.[1] ?? '';
    for (const part of braces.split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '') ?? '';
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

/** A module whose default and named exports (those the importer asks for) draw nothing. */
function emptyModule(names: readonly string[]): string {
  return [
    'const Nothing = () => null;',
    'export default Nothing;',
    ...names.map((n) => `export const ${n} = Nothing;`),
  ].join('\n');
}

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
        const names = args.importer ? await importedNames(args.importer, args.path) : [];
        // One module per set of names asked for.
        return { path: `${args.path} (${names.join(' ')})`, namespace: MISSING, pluginData: names };
      });
      build.onLoad({ filter: /.*/, namespace: MISSING }, (args) => ({
        contents: emptyModule((args.pluginData as string[] | undefined) ?? []),
        loader: 'js',
      }));
    },
  };
}

// What a bundled config reaches through esbuild's `require` shim, which the bundle's metafile does
// not list: `require.resolve('./x.css')` names a local file (an input of the build stamp), a
// `require(variable)` could load anything (then no stamp is trusted: the module counts as importing
// a package).

/** Stands for a require no input hash can follow. */
export const UNKNOWN_REQUIRE = '(dynamic require)';

export interface RuntimeRequires {
  /** Local files named by `require.resolve('./…')`, relative to the module's folder. */
  files: string[];
  /** Packages named by `require.resolve('pkg')`, or UNKNOWN_REQUIRE. */
  packages: string[];
}

export function runtimeRequires(code: string): RuntimeRequires {
  const files = new Set<string>();
  const packages = new Set<string>();
  // Without the shim, `__require` is only the name of esbuild's CommonJS wrapper (`function __require()`).
  if (!/\bvar __require = /.test(code)) return { files: [], packages: [] };
  for (const call of code.matchAll(/(?<!function )\b__require(\.resolve)?\(\s*(?:"([^"\\]*)"|'([^'\\]*)')?/g)) {
    const named = call[2] ?? call[3];
    if (call[1] === undefined || named === undefined) packages.add(UNKNOWN_REQUIRE);
    else if (named.startsWith('.')) files.add(named);
    else if (!named.startsWith('node:'))
      packages.add(
        named
          .split('/')
          .slice(0, named.startsWith('@') ? 2 : 1)
          .join('/'),
      );
  }
  return { files: [...files], packages: [...packages] };
}

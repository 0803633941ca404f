// The `require` a config module is given. Docusaurus loads its config with jiti (1.x up to Docusaurus 3.7,
// 2.x since; @docusaurus/utils loadFreshModule), whose `require.resolve` finds more than Node's: when Node
// finds nothing, it tries the name with each further extension jiti knows (`./sidebars` → `./sidebars.ts`)
// and a `.js` name as `.ts` (`require.resolve('./sidebars.js')` with only sidebars.ts on disk; jiti 1 did
// that from a TypeScript file only, jiti 2 from any). A config that builds with Docusaurus must load here too.
import { createRequire } from 'node:module';

/** The extensions jiti knows beyond `.js` (1.x's and 2.x's defaults), in its order. */
const FURTHER_EXTENSIONS = ['.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.json'];
const JAVASCRIPT_NAME = /\.([cm]?)j(sx?)$/;

/** The names jiti tries, in its order, once Node's resolution of `id` failed. */
export function furtherNames(id: string): string[] {
  const typeScriptName = id.replace(JAVASCRIPT_NAME, '.$1t$2');
  return FURTHER_EXTENSIONS.flatMap((extension, i) => [
    `${id}${extension}`,
    `${id}/index${extension}`,
    // jiti tries it after the first extension's two names (and again after each, to the same end).
    ...(i === 0 && typeScriptName !== id ? [typeScriptName] : []),
  ]);
}

/** Node's `require` for `file`, with the resolution Docusaurus's loader gives a config. */
export function configRequire(file: string): NodeJS.Require {
  const native = createRequire(file);
  const resolve = ((id: string, options?: { paths?: string[] }) => {
    try {
      return native.resolve(id, options);
    } catch (error) {
      for (const name of furtherNames(id)) {
        try {
          return native.resolve(name, options);
        } catch {
          // The next name.
        }
      }
      throw error;
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = native.resolve.paths;
  const required = ((id: string) => native(id)) as NodeJS.Require;
  required.resolve = resolve;
  required.cache = native.cache;
  required.main = native.main;
  required.extensions = native.extensions;
  return required;
}

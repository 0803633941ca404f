// `@theme/X` imports the site has a file of its own for, as Docusaurus resolves them: a swizzled
// NotFound's `@theme/NotFound/Content` is the site's swizzled Content, not a stand-in.
import type { Plugin } from 'esbuild';

/** `aliases`: module id → the absolute path of the site's file. Placed first: it wins over the stand-ins. */
export function themeAliases(aliases: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'helpdocs-theme-aliases',
    setup(build) {
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const file = aliases[args.path];
        return file ? { path: file } : undefined;
      });
    },
  };
}

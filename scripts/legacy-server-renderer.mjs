// An esbuild plugin shared by scripts/compile.mjs and bench/floor/one-doc-build.ts, so the floor
// bundles React's server renderer exactly as helpdocs does.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-dom/server on Node is two renderers: the streaming one and the legacy one. The build calls
 * only renderToStaticMarkup and renderToString, both in the legacy build; loading the other cost
 * ~280 KB of code to compile at every start. Fails loudly if a new version moves the file.
 */
export const legacyServerRenderer = {
  name: 'legacy-server-renderer',
  setup(esbuild) {
    const file = path.join(
      path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
      'cjs/react-dom-server-legacy.node.production.js',
    );
    if (!existsSync(file)) throw new Error(`scripts/legacy-server-renderer.mjs: ${file} is missing; update it`);
    esbuild.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: file }));
  },
};

// The least a build of a Docusaurus site's MDX does in the design issue #41 keeps for MDX (@mdx-js/mdx): each text
// compiled with no plugin, run, rendered by React into a page of helpdocs's weight and written; no links, ids,
// highlighting, search index or layout. Bundled by esbuild and run by `node`, as the CLI is.
//
//   npx tsx bench/floor/mdx-build.ts <file listing the texts, one path a line> <out folder> <threads>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const [list, out, threads = '1'] = process.argv.slice(2);
if (!list || !out) throw new Error('usage: mdx-build.ts <list> <out> <threads>');
const here = path.dirname(fileURLToPath(import.meta.url));
const bundled = path.join(here, '../.work/floor-mdx.mjs');
await build({
  entryPoints: [path.join(here, 'mdx-part.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  // CommonJS packages inside the bundle (React's server renderer) require Node's built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const timed = spawnSync(
  '/usr/bin/time',
  ['-f', '%e s wall, %U s user, %S s sys, %M KB', 'node', bundled, list, out, threads],
  {
    stdio: 'inherit',
  },
);
process.exitCode = timed.status ?? 1;

// The least a build of the design issue #41 asks for does: the same as minimal-build.mjs, but each doc goes
// markdown-it → mdast (helpdocs's own converter, positions included) → hast (mdast-util-to-hast) → HTML
// (hast-util-to-html), as the unified chain does with no plugin at all: no links resolved or checked, no ids,
// no highlighting, no search index, no React. Bundled by esbuild and run by `node`, as the CLI is.
//
//   npx tsx bench/floor/unified-build.ts <content folder> <out folder> <threads>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const [content, out, threads = '1'] = process.argv.slice(2);
if (!content || !out) throw new Error('usage: unified-build.ts <content> <out> <threads>');
const here = path.dirname(fileURLToPath(import.meta.url));
const bundled = path.join(here, '../.work/floor-unified.mjs');
await build({
  entryPoints: [path.join(here, 'unified-part.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: bundled,
  logLevel: 'warning',
  // CommonJS packages inside the bundle (React's server renderer) require Node's built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const started = process.hrtime.bigint();
const run = spawnSync(
  '/usr/bin/time',
  ['-f', '%e s wall, %U s user, %S s sys, %M KB', 'node', bundled, content, out, threads],
  {
    stdio: 'inherit',
  },
);
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(`floor (markdown-it → mdast → hast → HTML): ${Number(process.hrtime.bigint() - started) / 1e9} s`);

// The least a build of the design issue #41 asks for does: the same as minimal-build.mjs, but each doc goes
// markdown-it → mdast (helpdocs's own converter, positions included) → hast (mdast-util-to-hast) → HTML
// (hast-util-to-html), as the unified chain does with no plugin at all: no links resolved or checked, no ids,
// no highlighting, no search index, no React. Bundled by esbuild and run by `node`, as the CLI is.
//
//   npx tsx bench/floor/unified-build.ts <content folder> <out folder> <threads>
import { runBundledFloor } from './bundled-run.js';

const args = process.argv.slice(2);
if (args.length < 2) throw new Error('usage: unified-build.ts <content> <out> <threads>');
process.exitCode = await runBundledFloor('unified', args);

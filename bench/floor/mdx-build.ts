// The least a build of a Docusaurus site's MDX does in the design issue #41 keeps for MDX (@mdx-js/mdx): each text
// compiled with no plugin, run, rendered by React into a page of helpdocs's weight and written; no links, ids,
// highlighting, search index or layout. Bundled by esbuild and run by `node`, as the CLI is.
//
//   npx tsx bench/floor/mdx-build.ts <file listing the texts, one path a line> <out folder> <threads>
import { runBundledFloor } from './bundled-run.js';

const args = process.argv.slice(2);
if (args.length < 2) throw new Error('usage: mdx-build.ts <list> <out> <threads>');
process.exitCode = await runBundledFloor('mdx', args);

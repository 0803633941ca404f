// The least a rebuild after a one-doc edit does in the design issue #41 asks for: start Node, read
// and hash every Markdown file of the site (what tells the edited doc from the others), load React's
// server renderer and the Markdown chain, and draw the one doc — markdown-it → mdast (helpdocs's
// converter) → hast → HTML — into a page React renders, written to disk. No config, no cache read, no
// link check, no layout, no search index, no out/ listing. Bundled by esbuild (React's legacy server
// renderer alone, as helpdocs's own bundle) and run by `node`, as the CLI is. Its time beside Hugo's
// whole build of the same site says whether "one doc changed ≤ 1.0× Hugo" is within this design's reach.
//
//   npx tsx bench/floor/one-doc-build.ts <content folder> <the edited doc> <out folder>
import { legacyServerRenderer } from '../../scripts/legacy-server-renderer.mjs';
import { runBundledFloor } from './bundled-run.js';

const args = process.argv.slice(2);
if (args.length < 3) throw new Error('usage: one-doc-build.ts <content> <doc> <out>');

process.exitCode = await runBundledFloor('one-doc', args, [legacyServerRenderer]);

// Tests call the synchronous parseBody and parseDoc, which need micromark loaded for the docs the fast
// path declines (src/parse/markdown/micromark/load.ts); the build loads it on demand.
// test/parse/micromark-on-demand.test.ts runs without this, in a process of its own.
import { loadMicromark } from '../../src/parse/markdown/micromark/load.js';

await loadMicromark();

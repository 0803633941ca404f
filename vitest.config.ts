import { defineConfig } from 'vitest/config';

/**
 * Files that need a process of their own: two mock a module other files load too (node:fs/promises,
 * the highlighter), one checks what lunr, a library every search test shares, holds by name.
 */
const ISOLATED = [
  'test/serve/traversal.test.ts',
  'test/search/portuguese.test.ts',
  'test/cache/parse-failure.test.ts',
  // Checks that micromark is not loaded before a doc needs it: without the shared setup below.
  'test/parse/micromark-on-demand.test.ts',
];
// A fixture site's own tests (its src/pages/__tests__) are inputs, not ours.
const NOT_OURS = ['test/fixtures/**', '**/node_modules/**'];

export default defineConfig({
  test: {
    // Browser and server tests start processes; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Timings are never asserted in tests (that is `npm run bench`'s job).
    pool: 'forks',
    globalSetup: ['test/helpers/test-temp-folder.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...NOT_OURS, ...ISOLATED],
          // One process runs file after file with the modules it has loaded: loading src/ again for
          // each file cost ~1.6 s, 380 s of a 51-minute run on a 2-core machine.
          isolate: false,
          setupFiles: ['test/helpers/load-micromark.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: NOT_OURS, isolate: true } },
    ],
  },
});

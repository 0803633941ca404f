import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // A fixture site's own tests (its src/pages/__tests__) are inputs, not ours.
    exclude: ['test/fixtures/**', '**/node_modules/**'],
    // Browser and server tests start processes; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Timings are never asserted in tests (that is `npm run bench`'s job).
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Browser and server tests start processes; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Timings are never asserted in tests (that is `npm run bench`'s job).
    pool: 'forks',
  },
});

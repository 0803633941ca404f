// Compiles the CLI (TypeScript + TSX templates) into dist/ with esbuild; runs on `npm ci` (prepare).
// Then builds the browser bundle once into dist/client/, so a site build only copies it.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', bundle: 'src/bundle.ts', 'parse-worker': 'src/parse-worker.ts', 'search-index-worker': 'src/search/index-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});

const { writePrebuiltClient } = await import('../dist/bundle.js');
await writePrebuiltClient();

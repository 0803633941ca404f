// Compiles the CLI (TypeScript + TSX templates) into dist/ with esbuild; runs on `npm ci` (prepare).
// Then builds the browser bundle once into dist/client/, so a site build only copies it.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry hashes: without a clean folder, old chunks would pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', bundle: 'src/bundle.ts', 'parse-worker': 'src/parse-worker.ts', 'search-index-worker': 'src/search/index-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too: loading hundreds of small ESM files cost more at start-up than the
  // build of a small site itself. esbuild (a native binary) and the browser-side playwright stay out.
  external: ['esbuild', 'playwright-core', 'fsevents', 'lightningcss'],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __helpdocsCreateRequire } from 'node:module'; const require = __helpdocsCreateRequire(import.meta.url);" },
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});

const { writePrebuiltClient } = await import('../dist/bundle.js');
await writePrebuiltClient();

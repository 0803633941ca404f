// Compiles the CLI (TypeScript + TSX templates) into dist/ with esbuild; runs on `npm ci` (prepare).
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts' },
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

import { build } from 'esbuild';
const r = await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', bundle: 'src/output/bundle.ts', 'parse-worker': 'src/parse/parse-worker.ts' },
  outdir: '/tmp/metadist', bundle: true, splitting: true, platform: 'node', format: 'esm', target: 'node20',
  external: ['esbuild', 'terser', 'playwright-core', 'fsevents', 'lightningcss'], jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' }, metafile: true, write: true, logLevel: 'error' });
const want = process.argv[2];
for (const [out, o] of Object.entries(r.metafile.outputs)) for (const [inp, v] of Object.entries(o.inputs)) if (inp.includes(want)) console.log(String(v.bytesInOutput).padStart(8), inp);

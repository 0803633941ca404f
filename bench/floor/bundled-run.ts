// Runs one floor as the CLI is run: its part bundled by esbuild into one file, then that file by `node`, timed by
// /usr/bin/time (wall, user, system, peak memory). unified-build.ts and mdx-build.ts are its two callers.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bundles `bench/floor/<name>-part.ts`, runs it with `args`, and returns its exit code. */
export async function runBundledFloor(name: string, args: readonly string[], plugins: Plugin[] = []): Promise<number> {
  const bundled = path.join(here, `../.work/floor-${name}.mjs`);
  await build({
    entryPoints: [path.join(here, `${name}-part.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundled,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins,
    // CommonJS packages inside the bundle (React's server renderer) require Node's built-ins.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const timed = spawnSync('/usr/bin/time', ['-f', '%e s wall, %U s user, %S s sys, %M KB', 'node', bundled, ...args], {
    stdio: 'inherit',
  });
  return timed.status ?? 1;
}

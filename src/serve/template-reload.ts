import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { build } from '../build.js';

export type BuildFunction = typeof build;

/**
 * Templates are compiled into the CLI, so a template edit needs a new build function: the build
 * module is bundled again from source with esbuild and imported under a new name. The file sits one
 * folder below the package root, like dist/, so paths the build resolves from its own location
 * (templates, client sources) still hold; with no prebuilt client beside it, the client bundle and
 * styles are bundled from source too. Each reload leaves one small module in memory: a dev server's
 * price for not restarting.
 */
export class TemplateReloader {
  readonly #dir: string;
  #count = 0;

  constructor(private readonly packageRoot: string) {
    this.#dir = path.join(packageRoot, `.helpdocs-tmp-watch-${process.pid}`);
  }

  async load(): Promise<BuildFunction> {
    await mkdir(this.#dir, { recursive: true });
    const outfile = path.join(this.#dir, `build-${++this.#count}.mjs`);
    await esbuild({
      entryPoints: [path.join(this.packageRoot, 'src', 'build.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
    });
    const module = (await import(pathToFileURL(outfile).href)) as { build: BuildFunction };
    await rm(outfile, { force: true });
    return module.build;
  }

  async dispose(): Promise<void> {
    await rm(this.#dir, { recursive: true, force: true });
  }
}

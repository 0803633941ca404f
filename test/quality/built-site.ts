// A site built into a temporary folder once per test file, with its HTML files read back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { afterAll, beforeAll } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';

export interface BuiltSite {
  /** The web root (`out/`). */
  outDir: string;
  result: BuildResult;
  /** Every HTML file, by path from the web root (`manual/x/index.html`). */
  html: Map<string, string>;
  /** A text file of the output, e.g. `_headers`. */
  read(file: string): Promise<string>;
}

export async function buildSite(root: string, outDir: string): Promise<BuiltSite> {
  const result = await build({ root, outDir, write: true });
  if (result.stats.errors > 0)
    throw new Error(`${root} did not build: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  const files = await glob('**/*.html', { cwd: outDir });
  const html = new Map(
    await Promise.all(
      files.sort().map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')] as const),
    ),
  );
  return { outDir, result, html, read: (file) => readFile(path.join(outDir, file), 'utf8') };
}

/** Builds each site once before the file's tests; the folders are removed after them. */
export function useBuiltSites<Name extends string>(roots: Record<Name, string>): Record<Name, BuiltSite> {
  const sites = {} as Record<Name, BuiltSite>;
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'helpdocs-quality-'));
    for (const [name, root] of Object.entries(roots) as Array<[Name, string]>) {
      sites[name] = await buildSite(root, path.join(work, name));
    }
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });
  return sites;
}

// Writes a generated corpus to disk, replacing whatever the folder held before.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CorpusFile } from './generate.js';

export async function writeCorpus(outDir: string, files: readonly CorpusFile[]): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  const folders = new Set(files.map((file) => path.dirname(path.join(outDir, file.path))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  for (const file of files) await writeFile(path.join(outDir, file.path), file.content);
}

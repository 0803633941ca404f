// What the Rspress and Starlight anchors' prepare steps share: the corpus's docs copied in, and a sidebar written.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sidebars } from '../corpus/sidebars.js';

/** The corpus's `content/` copied into `docsDir` (emptied first); returns the corpus's sidebars.json. */
export async function copyCorpusDocs(corpusDir: string, docsDir: string): Promise<Sidebars> {
  await rm(docsDir, { recursive: true, force: true });
  await cp(path.join(corpusDir, 'content'), docsDir, { recursive: true });
  return JSON.parse(await readFile(path.join(corpusDir, 'sidebars.json'), 'utf8')) as Sidebars;
}

/** A peer's sidebar, converted from the corpus's, as `sidebar.json` in its site folder (its config reads it). */
export async function writeSidebarFile(siteDir: string, sidebar: unknown): Promise<void> {
  await writeFile(path.join(siteDir, 'sidebar.json'), `${JSON.stringify(sidebar, null, 2)}\n`);
}

// Copies a generated corpus into the Starlight anchor site so it builds the same pages:
//   npx tsx bench/anchors/prepare-starlight.ts --corpus bench/.work/corpus-93
// content/ becomes src/content/docs/ unchanged: every doc has the `title` Starlight requires, the other front
// matter keys are ignored, and `.md` links are left as written (Starlight does not rewrite them, nor fail on
// them). `:::info` and `:::warning`, which Starlight has no aside for, are left too: they build, drawn as a plain
// block. sidebars.json becomes sidebar.json in Starlight's shape, read by astro.config.mjs. redirects.json is
// not used.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { copyCorpusDocs, writeSidebarFile } from './corpus-docs.js';
import { starlightSidebarOf } from './starlight-sidebar.js';

export const starlightSiteDir = fileURLToPath(new URL('./starlight/', import.meta.url));

/** Folders Astro writes: the site, its content data store and Vite's cache; removed so every build starts cold. */
export const starlightOutputDirs = ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'] as const;

export async function clearStarlightOutput(siteDir = starlightSiteDir): Promise<void> {
  for (const dir of starlightOutputDirs) await rm(path.join(siteDir, dir), { recursive: true, force: true });
}

export async function prepareStarlight(corpusDir: string, siteDir = starlightSiteDir): Promise<void> {
  const docsDir = path.join(siteDir, 'src/content/docs');
  await clearStarlightOutput(siteDir);
  const sidebars = await copyCorpusDocs(corpusDir, docsDir);
  await writeSidebarFile(siteDir, await starlightSidebarOf(sidebars, docsDir));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { corpus: { type: 'string' } }, strict: true });
  if (values.corpus === undefined) throw new Error('--corpus <generated corpus dir> is required');
  await prepareStarlight(path.resolve(values.corpus));
  console.log(`Copied ${values.corpus} into ${path.relative(process.cwd(), starlightSiteDir)}`);
}

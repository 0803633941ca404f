// Copies a generated corpus into the Rspress anchor site so it builds the same pages:
//   npx tsx bench/anchors/prepare-rspress.ts --corpus bench/.work/corpus-93
// content/ becomes docs/ unchanged: Rspress builds the corpus's `:::note`/`:::tip`/`:::warning`/`:::info`/
// `:::danger` containers (a Docusaurus title, `:::tip[Atalho]`, shows with its brackets), its front matter and its
// relative `.md` links as they are, dead-link check on. sidebars.json becomes sidebar.json in Rspress's shape,
// read by rspress.config.ts. redirects.json has no Rspress counterpart.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { copyCorpusDocs, writeSidebarFile } from './corpus-docs.js';
import { rspressSidebarOf } from './rspress-sidebar.js';

export const rspressSiteDir = fileURLToPath(new URL('./rspress/', import.meta.url));

/** Folders Rspress writes: the site, and Rsbuild's persistent cache; removed so every build starts cold. */
export const rspressOutputDirs = ['doc_build', 'node_modules/.cache', 'node_modules/.rspress'] as const;

export async function clearRspressOutput(siteDir = rspressSiteDir): Promise<void> {
  for (const dir of rspressOutputDirs) await rm(path.join(siteDir, dir), { recursive: true, force: true });
}

export async function prepareRspress(corpusDir: string, siteDir = rspressSiteDir): Promise<void> {
  const docsDir = path.join(siteDir, 'docs');
  await clearRspressOutput(siteDir);
  const sidebars = await copyCorpusDocs(corpusDir, docsDir);
  await writeSidebarFile(siteDir, await rspressSidebarOf(sidebars, docsDir));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { corpus: { type: 'string' } }, strict: true });
  if (values.corpus === undefined) throw new Error('--corpus <generated corpus dir> is required');
  await prepareRspress(path.resolve(values.corpus));
  console.log(`Copied ${values.corpus} into ${path.relative(process.cwd(), rspressSiteDir)}`);
}

// Copies a generated corpus into the Docusaurus anchor site so both tools build the same pages:
//   npx tsx bench/anchors/prepare-docusaurus.ts --corpus bench/.work/corpus-93
// content/ becomes docs/; sidebars.json and redirects.json sit beside docusaurus.config.js.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const docusaurusSiteDir = fileURLToPath(new URL('./docusaurus/', import.meta.url));

/** Folders Docusaurus writes; removed so every build starts cold. */
export const docusaurusOutputDirs = ['build', '.docusaurus', 'node_modules/.cache'] as const;

export async function clearDocusaurusOutput(siteDir = docusaurusSiteDir): Promise<void> {
  for (const dir of docusaurusOutputDirs) await rm(path.join(siteDir, dir), { recursive: true, force: true });
}

export async function prepareDocusaurus(corpusDir: string, siteDir = docusaurusSiteDir): Promise<void> {
  await rm(path.join(siteDir, 'docs'), { recursive: true, force: true });
  await clearDocusaurusOutput(siteDir);
  await cp(path.join(corpusDir, 'content'), path.join(siteDir, 'docs'), { recursive: true });
  for (const file of ['sidebars.json', 'redirects.json'])
    await cp(path.join(corpusDir, file), path.join(siteDir, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { corpus: { type: 'string' } }, strict: true });
  if (values.corpus === undefined) throw new Error('--corpus <generated corpus dir> is required');
  await prepareDocusaurus(path.resolve(values.corpus));
  console.log(`Copied ${values.corpus} into ${path.relative(process.cwd(), docusaurusSiteDir)}`);
}

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompiledModule, CompiledModules } from '../../src/cache/index.js';
import { importSiteModuleWithCode } from '../../src/load/config/import-module.js';

/**
 * A site module kept as bundled is taken as it is while its files are unchanged, and bundled again once one changes.
 */
function memoryModules(): CompiledModules & { entries: Map<string, CompiledModule> } {
  const entries = new Map<string, CompiledModule>();
  return { entries, read: async (file) => entries.get(file), write: (file, module) => void entries.set(file, module) };
}

async function siteWithConfig(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-modules-'));
  await writeFile(path.join(root, 'title.ts'), "export const title: string = 'Central';\n");
  await writeFile(
    path.join(root, 'helpdocs.config.ts'),
    "import { defineConfig } from 'helpdocs';\nimport { title } from './title';\nexport default defineConfig({ title " +
      '});\n',
  );
  return root;
}

describe('compiled site modules', () => {
  it('records every file a module was made from, with the hash of the bytes bundled', async () => {
    const root = await siteWithConfig();
    const kept = memoryModules();
    const first = await importSiteModuleWithCode(root, 'helpdocs.config.ts', undefined, kept);
    expect(first.value).toEqual({ title: 'Central' });
    expect(
      kept.entries
        .get('helpdocs.config.ts')
        ?.inputs.map(([file]) => file)
        .sort(),
    ).toEqual(['helpdocs.config.ts', 'title.ts']);
  });

  it('takes the kept code while the files hash the same, and bundles again after an edit', async () => {
    const root = await siteWithConfig();
    const kept = memoryModules();
    const heard: string[][] = [];
    await importSiteModuleWithCode(root, 'helpdocs.config.ts', undefined, kept);
    // The kept code is what runs, not a new bundle: its own marker comes back.
    const entry = kept.entries.get('helpdocs.config.ts')!;
    kept.entries.set('helpdocs.config.ts', { ...entry, code: "export default { title: 'from the cache' };\n" });
    const again = await importSiteModuleWithCode(root, 'helpdocs.config.ts', (files) => heard.push(files), kept);
    expect(again.value).toEqual({ title: 'from the cache' });
    expect(heard.at(-1)?.sort()).toEqual(['helpdocs.config.ts', 'title.ts']);
    await writeFile(path.join(root, 'title.ts'), "export const title: string = 'Central nova';\n");
    const edited = await importSiteModuleWithCode(root, 'helpdocs.config.ts', undefined, kept);
    expect(edited.value).toEqual({ title: 'Central nova' });
  });
});

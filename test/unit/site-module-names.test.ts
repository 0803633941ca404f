import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importSiteModuleWithCode } from '../../src/load/config/import-module.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site modules imported at once', () => {
  it('each gets its own module, though two share a name and the clock stands still', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-site-modules-'));
    // Two docs instances' sidebars files, as a site with several instances names them.
    for (const instance of ['guides', 'api']) {
      await mkdir(path.join(root, instance));
      await writeFile(path.join(root, instance, 'sidebars.js'), `export default { instance: '${instance}' };\n`);
    }
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const loaded = await Promise.all(
      ['guides', 'api', 'guides', 'api'].map((instance) =>
        importSiteModuleWithCode(root, `${instance}/sidebars.js`).then((module) => module.value),
      ),
    );
    expect(loaded).toEqual([{ instance: 'guides' }, { instance: 'api' }, { instance: 'guides' }, { instance: 'api' }]);
    // Nothing is left beside the site's files.
    expect((await readdir(root)).sort()).toEqual(['api', 'guides']);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { packageRoot } from '../../src/core/package-root.js';
import { TemplateReloader } from '../../src/serve/template-reload.js';
import { SiteWatcher } from '../../src/serve/watch.js';
import { copyFixture } from '../helpers/sites.js';

describe('serve --watch and the persistent cache', () => {
  it('starts from the cache a build left, and serves what a cold build writes', { timeout: 300_000 }, async () => {
    const root = await copyFixture('site-mini');
    const cacheDir = path.join(root, 'cache');
    const primed = await build({ root, outDir: path.join(root, 'out'), write: true, cacheDir });
    expect(primed.cache.reusedDocs).toBe(0);
    const templatesDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-templates-'));
    const watcher = new SiteWatcher({
      root,
      cacheDir,
      templatesDir,
      templates: new TemplateReloader(packageRoot()),
      report: () => {},
    });
    try {
      const first = await watcher.start();
      expect(first?.cache.reusedDocs).toBe(primed.stats.pages);
      const cold = await build({ root, write: false });
      const contents = (files: typeof cold.files) =>
        new Map(files.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
      expect(contents(first!.files)).toEqual(contents(cold.files));
    } finally {
      await watcher.close();
    }
  });
});

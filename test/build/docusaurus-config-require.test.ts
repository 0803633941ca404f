// Docusaurus loads its config with jiti, whose `require.resolve` finds `./sidebars.js` as sidebars.ts and
// `./sidebars` as sidebars.ts where Node finds neither (src/load/config/config-require.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configRequire, furtherNames } from '../../src/load/config/config-require.js';
import { copyFixture, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

describe("a config's require.resolve", () => {
  it('finds what jiti finds once Node finds nothing, in its order', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'helpdocs-config-require-'));
    for (const name of ['sidebars.ts', 'theme.mts', 'plain.js', 'plain.ts', 'page.tsx'])
      await writeFile(path.join(dir, name), '');
    await writeFile(path.join(dir, 'data.json'), '{"a":1}');
    const require = configRequire(path.join(dir, 'docusaurus.config.ts'));
    expect(require.resolve('./sidebars.js')).toBe(path.join(dir, 'sidebars.ts'));
    expect(require.resolve('./sidebars')).toBe(path.join(dir, 'sidebars.ts'));
    expect(require.resolve('./theme.mjs')).toBe(path.join(dir, 'theme.mts'));
    expect(require.resolve('./page.jsx')).toBe(path.join(dir, 'page.tsx'));
    // Node's own answer first: a `.js` file on disk is that file.
    expect(require.resolve('./plain.js')).toBe(path.join(dir, 'plain.js'));
    expect(require.resolve('./data')).toBe(path.join(dir, 'data.json'));
    expect(() => require.resolve('./missing.js')).toThrow(/Cannot find module '\.\/missing\.js'/);
    expect(require('./data.json')).toEqual({ a: 1 });
  });

  it('names the `.js` name as `.ts` after the first extension, as jiti does', () => {
    expect(furtherNames('./a.js').slice(0, 4)).toEqual(['./a.js.mjs', './a.js/index.mjs', './a.ts', './a.js.cjs']);
    expect(furtherNames('./a.cjs')).toContain('./a.cts');
    expect(furtherNames('./a')).not.toContain('./a');
  });
});

describe('a Docusaurus config naming its TypeScript sidebars as `.js`', { timeout: 120_000 }, () => {
  // The compiled CLI: under vitest, a module imported at run time is given vitest's own `require`.
  it('builds with those sidebars', async () => {
    const root = await copyFixture('docusaurus-site');
    const sidebars = await readFile(path.join(root, 'sidebars.js'), 'utf8');
    await writeFile(path.join(root, 'sidebars.ts'), sidebars.replace('module.exports =', 'export default'));
    await rm(path.join(root, 'sidebars.js'));
    const config = path.join(root, 'docusaurus.config.js');
    const text = await readFile(config, 'utf8');
    const from = "sidebarPath: path.join(__dirname, 'sidebars.js'),";
    expect(text).toContain(from);
    await writeFile(config, text.replace(from, "sidebarPath: require.resolve('./sidebars.js'),"));
    const cli = path.join(repoRoot, 'bin/helpdocs.js');
    await run(process.execPath, [cli, 'build', '--root', root, '--out', 'out', '--no-cache', '--quiet']);
    const intro = await readFile(path.join(root, 'out/docs/intro/index.html'), 'utf8');
    // The sidebar the `.ts` file defines: its category is drawn.
    expect(intro).toContain('Guides');
  });
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../src/serve/index.js';
import { fixtureSites, helpdocs, snapshot } from './helpers.js';

const sites = fixtureSites();
const savedHome = process.env.HOME;
afterEach(() => {
  process.env.HOME = savedHome;
});

describe('--out never names a folder whose replacement would destroy work', () => {
  const refusals: Array<{ name: string; out: (root: string) => string; why: RegExp }> = [
    { name: 'the site folder itself', out: (root) => root, why: /it is the site folder itself/ },
    { name: 'a parent of the site folder', out: (root) => path.dirname(root), why: /it holds the site folder/ },
    { name: 'content/', out: (root) => path.join(root, 'content'), why: /it is the site's content/ },
    {
      name: 'a folder inside content/',
      out: (root) => path.join(root, 'content/guia'),
      why: /it lies inside the site's content/,
    },
    {
      name: 'a new folder inside static/',
      out: (root) => path.join(root, 'static/site'),
      why: /it lies inside the site's static/,
    },
    {
      name: 'the config file',
      out: (root) => path.join(root, 'helpdocs.config.ts'),
      why: /it is the site's helpdocs.config.ts/,
    },
    { name: 'sidebars.json', out: (root) => path.join(root, 'sidebars.json'), why: /it is the site's sidebars.json/ },
    { name: 'the file system root', out: () => '/', why: /it is the file system root/ },
  ];
  for (const { name, out, why } of refusals) {
    it(`refuses ${name}, even with --force, and touches nothing`, async () => {
      const root = await sites.copy();
      const before = await snapshot(root);
      for (const force of [[], ['--force']]) {
        const { code, err } = await helpdocs('build', '--root', root, '--out', out(root), ...force);
        expect(code).toBe(2);
        expect(err).toMatch(why);
        expect(err).toMatch(/Choose another folder with --out/);
      }
      expect(await snapshot(root)).toEqual(before);
    });
  }

  it('refuses the home folder', async () => {
    const root = await sites.copy();
    const home = sites.track(await mkdtemp(path.join(tmpdir(), 'helpdocs-home-')));
    await writeFile(path.join(home, 'notes.txt'), 'mine');
    process.env.HOME = home;
    const { code, err } = await helpdocs('build', '--root', root, '--out', home, '--force');
    expect(code).toBe(2);
    expect(err).toMatch(/it is your home folder/);
    expect(await readFile(path.join(home, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('refuses an existing file, even with --force', async () => {
    const root = await sites.copy();
    const file = path.join(root, 'report.pdf');
    await writeFile(file, 'pdf');
    for (const force of [[], ['--force']]) {
      const { code, err } = await helpdocs('build', '--root', root, '--out', file, ...force);
      expect(code).toBe(2);
      expect(err).toMatch(/it is a file, not a folder/);
    }
    expect(await readFile(file, 'utf8')).toBe('pdf');
  });

  it('refuses a non-empty folder helpdocs did not write, unless --force', async () => {
    const root = await sites.copy();
    const photos = path.join(root, 'photos');
    await mkdir(photos);
    await writeFile(path.join(photos, 'ferias.jpg'), 'jpg');
    const refused = await helpdocs('build', '--root', root, '--out', photos);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/it is not empty and was not written by helpdocs \(no \.helpdocs-out file in it\)/);
    expect(refused.err).toMatch(/run again with --force/);
    expect(await readFile(path.join(photos, 'ferias.jpg'), 'utf8')).toBe('jpg');
    const forced = await helpdocs('build', '--root', root, '--out', photos, '--force');
    expect(forced.code).toBe(0);
    expect(existsSync(path.join(photos, 'ferias.jpg'))).toBe(false);
    expect(existsSync(path.join(photos, 'manual/index.html'))).toBe(true);
  });

  it('marks every output folder; replaces a marked folder, an empty one, or one of an earlier version', async () => {
    const root = await sites.copy();
    expect((await helpdocs('build', '--root', root)).code).toBe(0);
    expect(await readFile(path.join(root, 'out/.helpdocs-out'), 'utf8')).toMatch(/written by `helpdocs build`/);
    await writeFile(path.join(root, 'out/stale.txt'), 'old');
    expect((await helpdocs('build', '--root', root)).code).toBe(0);
    expect(existsSync(path.join(root, 'out/stale.txt'))).toBe(false);
    // Output of an earlier version: no marker, but the nginx snippet at its top.
    const legacy = path.join(root, 'legacy');
    await mkdir(legacy);
    await writeFile(path.join(legacy, 'nginx-helpdocs.conf'), '# old');
    expect((await helpdocs('build', '--root', root, '--out', legacy)).code).toBe(0);
    const empty = path.join(root, 'empty');
    await mkdir(empty);
    expect((await helpdocs('build', '--root', root, '--out', empty)).code).toBe(0);
    expect(existsSync(path.join(empty, '.helpdocs-out'))).toBe(true);
    // The marker is no page: serve answers 404 for it, as the nginx snippet does.
    expect(await readFile(path.join(empty, 'nginx-helpdocs.conf'), 'utf8')).toContain(
      'location = "/.helpdocs-out" { return 404; }',
    );
    const running = await serve({
      root,
      outDir: empty,
      host: '127.0.0.1',
      port: 0,
      watch: false,
      open: false,
      report: () => {},
    });
    try {
      expect((await fetch(`${running.origin}/.helpdocs-out`)).status).toBe(404);
      expect((await fetch(`${running.origin}/manual/`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('check needs no output folder and refuses nothing', async () => {
    const root = await sites.copy();
    expect((await helpdocs('check', '--root', root, '--out', root)).code).toBe(0);
  });
});

describe('a second build into the same out/', () => {
  it('exits 2 at once naming the build that holds the lock, and leaves out/ as it was', async () => {
    const root = await sites.copy();
    await mkdir(path.join(root, 'out'));
    await writeFile(path.join(root, 'out/.helpdocs-out'), 'marker');
    await writeFile(path.join(root, 'out/index.html'), 'previous');
    const before = await snapshot(path.join(root, 'out'));
    // The lock as a build running in another process (this test's parent) holds it.
    await writeFile(path.join(root, '.helpdocs-lock-out'), `${process.ppid}\n`);
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(2);
    expect(err).toContain(
      `helpdocs: another build (process ${process.ppid}) is writing ${path.join(root, 'out')}; wait for it to finish`,
    );
    expect(await snapshot(path.join(root, 'out'))).toEqual(before);
  });
});

describe('a mistyped --root or a site without docs', () => {
  it('exits 2 with "no such folder" and writes nothing', async () => {
    const root = await sites.copy();
    const missing = path.join(root, 'sitte');
    const { code, err } = await helpdocs('build', '--root', missing, '--out', path.join(root, 'out'));
    expect(code).toBe(2);
    expect(err).toMatch(/no such folder: .*sitte \(check --root\)/);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('exits 2 with "no docs found in content/" and keeps the previous out/', async () => {
    const root = await sites.copy();
    expect((await helpdocs('build', '--root', root)).code).toBe(0);
    const before = await snapshot(path.join(root, 'out'));
    const empty = sites.track(await mkdtemp(path.join(tmpdir(), 'helpdocs-empty-')));
    await mkdir(path.join(empty, 'content'));
    const { code, err } = await helpdocs('build', '--root', empty, '--out', path.join(root, 'out'));
    expect(code).toBe(2);
    expect(err).toMatch(/no docs found in .*content\/ \(no \.md files\)/);
    expect(await snapshot(path.join(root, 'out'))).toEqual(before);
  });
});

describe('check --json', () => {
  it('prints a JSON report with the error when the build cannot run', async () => {
    const root = await sites.copy();
    const { code, out } = await helpdocs('check', '--root', path.join(root, 'nowhere'), '--json');
    expect(code).toBe(2);
    const report = JSON.parse(out) as { ok: boolean; error: { kind: string; message: string } };
    expect(report).toMatchObject({ ok: false, written: false, error: { kind: 'usage' } });
    expect(report.error.message).toMatch(/no such folder/);
  });

  it('prints a JSON report when the config is invalid', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'helpdocs.config.ts'), "export default { base: 'manual' };\n");
    const { code, out } = await helpdocs('check', '--root', root, '--json');
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({ ok: false, error: { kind: 'config' } });
  });
});

describe("--out never names a Docusaurus site's blog, translations or pages", () => {
  for (const folder of ['blog', 'i18n', 'src/pages', 'theme']) {
    it(`refuses ${folder}/, even with --force, and touches nothing`, async () => {
      const root = await sites.copy('docusaurus-site');
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, 'keep.md'), '# Keep\n');
      const before = await snapshot(root);
      for (const force of [[], ['--force']]) {
        const { code, err } = await helpdocs('build', '--root', root, '--out', path.join(root, folder), ...force);
        expect(code).toBe(2);
        expect(err).toContain(`it is the site's ${folder}`);
        expect(err).not.toContain('--force');
      }
      expect(await snapshot(root)).toEqual(before);
    });
  }
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { OutputFile } from '../../src/core/model.js';
import { writeAtomically } from '../../src/output/write.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

const hidden = (slug: string) =>
  `---\ntitle: "Página oculta"\nunlisted: true\nslug: ${slug}\n---\n\nSó com o link direto.\n`;

describe('a front-matter slug never leads outside out/', () => {
  const cases: Array<[string, RegExp]> = [
    ['https://evil.example/abs', /not an address with a scheme or host/],
    ['//evil.example/abs', /not an address with a scheme or host/],
    ['"/q?x=1"', /must not hold a query/],
    ['"/hash#x"', /must not hold a fragment/],
  ];
  for (const [slug, why] of cases) {
    it(`slug: ${slug} is an error at its line, and nothing is written`, async () => {
      const root = await sites.copy();
      await writeFile(path.join(root, 'content/oculta.md'), hidden(slug));
      const { code, err } = await helpdocs('build', '--root', root);
      expect(code).toBe(1);
      const line = err.split('\n').find((l) => l.includes('front-matter-type'));
      expect(line).toMatch(/^content\/oculta\.md:4:7 error Front matter "slug": /);
      expect(line).toMatch(why);
      expect(existsSync(path.join(root, 'escaped'))).toBe(false);
      expect(existsSync(path.join(root, 'out'))).toBe(false);
      expect((await readdir(root)).filter((name) => name.startsWith('.helpdocs'))).toEqual([]);
    });
  }
});

describe('a slug with "." or ".." segments is resolved as Docusaurus does, never above the docs\' root', () => {
  it('slug: ../../escaped and "a/./b" give routes inside the base, and nothing outside out/ is written', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/oculta.md'), hidden('../../escaped'));
    await writeFile(path.join(root, 'content/ponto.md'), hidden('"a/./b"'));
    const result = await build({ root, write: false });
    expect(result.stats.errors).toBe(0);
    const routes = result.site.docs.map((doc) => doc.route);
    expect(routes).toContain('/manual/escaped/');
    expect(routes).toContain('/manual/a/b/');
    expect(result.files.every((file) => !file.path.split('/').includes('..'))).toBe(true);
  });
});

describe('a redirect source never leads outside out/', () => {
  it('reports "..", a scheme, a query and a fragment at their lines', async () => {
    const root = await sites.copy();
    const froms = ['/../../escaped', '/q?x=1', '/hash#x', 'https://evil.example/abs'];
    await writeFile(
      path.join(root, 'redirects.json'),
      `[\n${froms.map((from) => `  { "from": ${JSON.stringify(from)}, "to": "/guia/instalacao" }`).join(',\n')}\n]\n`,
    );
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    const reported = err.split('\n').filter((l) => l.endsWith(' redirect-source'));
    expect(reported).toEqual([
      'redirects.json:2:13 error Redirect from "/../../escaped" must not hold "." or ".." segments redirect-source',
      'redirects.json:3:13 error Redirect from "/q?x=1" must not hold a query ("?") redirect-source',
      'redirects.json:4:13 error Redirect from "/hash#x" must not hold a fragment ("#") redirect-source',
      'redirects.json:5:13 error Redirect from "https://evil.example/abs" must be a path inside the site, not an ' +
        'address with a scheme or host redirect-source',
    ]);
    expect(existsSync(path.join(root, 'escaped.html'))).toBe(false);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});

describe('the front matter is read once, by the YAML parser', () => {
  it('a comment after the slug and a folded slug give the routes YAML means', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/oculta.md'), hidden('real-slug # a comment'));
    await writeFile(
      path.join(root, 'content/dobrada.md'),
      '---\ntitle: "Dobrada"\nslug: >-\n  guia/dobrada\n---\n\nTexto.\n',
    );
    const result = await build({ root, write: false });
    expect(result.stats.errors).toBe(0);
    const routes = result.site.docs.map((doc) => doc.route);
    expect(routes).toContain('/manual/real-slug/');
    expect(routes).toContain('/manual/guia/dobrada/');
    expect(result.files.some((file) => file.path === 'manual/real-slug/index.html')).toBe(true);
  });
});

describe('the writer proves every path lies inside the output folder', () => {
  for (const bad of ['../escaped.html', 'manual/../../escaped.html', '/../escaped.html']) {
    it(`refuses ${bad} and leaves the previous out/ as it was`, async () => {
      const dir = sites.track(await mkdtemp(path.join(tmpdir(), 'helpdocs-writer-')));
      const out = path.join(dir, 'out');
      await mkdir(out);
      await writeFile(path.join(out, 'old.html'), 'old');
      const files: OutputFile[] = [
        { path: 'manual/index.html', contents: 'new' },
        { path: bad, contents: 'evil' },
      ];
      await expect(writeAtomically(out, files)).rejects.toThrow(/leads outside the output folder/);
      expect((await readdir(dir)).sort()).toEqual(['out']);
      expect(await readdir(out)).toEqual(['old.html']);
    });
  }
});

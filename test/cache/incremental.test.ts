import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildOptions, BuildResult } from '../../src/build.js';
import { buildTo, docEntryFiles } from '../helpers/cached-builds.js';
import { copyFixture, edit, filesOf, fixtures } from '../helpers/sites.js';

/**
 * The persistent cache never changes what a build writes: after each kind of change, a build that
 * starts from the cache of the previous sources writes the very bytes a build from nothing writes,
 * and reports the same diagnostics. Each case also shows the cache was used (or, where it must
 * not be, that it was not), so an equal output is not just two cold builds.
 */

/** Builds `root` from its cache into out-warm/ and from nothing into out-cold/; both must be equal. */
async function expectWarmEqualsCold(
  root: string,
  cacheDir: string,
  options: Partial<BuildOptions> = {},
): Promise<BuildResult> {
  const warm = await buildTo(root, path.join(root, 'out-warm'), { cacheDir, ...options });
  const cold = await buildTo(root, path.join(root, 'out-cold'), options);
  expect(cold.result.cache.reusedDocs).toBe(0);
  expect(warm.result.diagnostics).toEqual(cold.result.diagnostics);
  const differing = [...new Set([...warm.files.keys(), ...cold.files.keys()])].filter(
    (file) => warm.files.get(file) !== cold.files.get(file),
  );
  expect(differing).toEqual([]);
  expect(warm.files.size).toBe(cold.files.size);
  return warm.result;
}

/** A copy of site-mini with a primed cache (one cold build into out-first/). */
async function primedSite(
  options: Partial<BuildOptions> = {},
): Promise<{ root: string; cacheDir: string; docs: number }> {
  const root = await copyFixture('site-mini');
  const cacheDir = path.join(root, 'cache');
  const first = await buildTo(root, path.join(root, 'out-first'), { cacheDir, ...options });
  expect(first.result.stats.errors).toBe(0);
  expect(first.result.cache.reusedDocs).toBe(0);
  return { root, cacheDir, docs: first.result.stats.pages };
}

// Three to four builds a test; the first also loads the whole pipeline: room for a loaded 2-core machine.
describe('persistent build cache: a warm build writes what a cold build writes', { timeout: 300_000 }, () => {
  it('reuses every doc when nothing changed', async () => {
    const { root, cacheDir, docs } = await primedSite();
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs);
  });

  it("after one doc's text changed: only that doc is parsed again", async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(
      root,
      'content/guia/configuracao.md',
      'Configure o que foi instalado.',
      'Configure tudo o que foi instalado.',
    );
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 1);
    expect(await readFile(path.join(root, 'out-warm/manual/guia/configuracao/index.html'), 'utf8')).toContain(
      'Configure tudo o que foi instalado.',
    );
  });

  it('after an image a doc shows changed: that doc is parsed again and states the new size', async () => {
    const { root, cacheDir, docs } = await primedSite();
    const before = await readFile(path.join(root, 'out-first/manual/guia/instalacao/index.html'), 'utf8');
    expect(before).toContain('alt="Logo" loading="lazy" decoding="async" width="80" height="40"');
    await writeFile(
      path.join(root, 'static/img/logo.png'),
      await readFile(path.join(fixtures, 'authoring-site/content/chart-light.png')),
    );
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 1);
    expect(await readFile(path.join(root, 'out-warm/manual/guia/instalacao/index.html'), 'utf8')).toContain(
      'alt="Logo" loading="lazy" decoding="async" width="120" height="60"',
    );
  });

  it('after a heading another doc links to changed: the broken anchor is reported as from nothing', async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(root, 'content/guia/instalacao.md', '## Antes de começar', '## Primeiros passos');
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 1);
    // instalacao links to its own heading too: both links are broken, in a doc parsed again and in one kept.
    expect(warm.diagnostics.map((d) => `${d.file} ${d.ruleId}`)).toEqual([
      'content/guia/instalacao.md broken-anchor',
      'content/index.md broken-anchor',
    ]);
  });

  it('after a title shown in the sidebar changed', async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(root, 'content/guia/instalacao.md', 'title: "Instalação"', 'title: "Instalação do sistema"');
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 1);
    expect(await readFile(path.join(root, 'out-warm/manual/guia/configuracao/index.html'), 'utf8')).toContain(
      'Instalação do sistema',
    );
  });

  it("after a doc's tags changed", async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(root, 'content/guia/configuracao.md', 'tags: [integração]', 'tags: [integração, avançado]');
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 1);
    expect((await filesOf(path.join(root, 'out-warm'))).has('manual/tags/avancado/index.html')).toBe(true);
  });

  it('after a doc moved: the docs linking to it are parsed again, the others are not', async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(
      root,
      'content/guia/configuracao.md',
      'sidebar_position: 2',
      'slug: "/guia/ajustes/"\nsidebar_position: 2',
    );
    const warm = await expectWarmEqualsCold(root, cacheDir);
    // configuracao itself, and guia/index.md and guia/instalacao.md that link to it; index.md and oculta.md do not.
    expect(warm.cache.reusedDocs).toBe(docs - 3);
    expect(await readFile(path.join(root, 'out-warm/manual/guia/instalacao/index.html'), 'utf8')).toContain(
      'href="/manual/guia/ajustes/#',
    );
  });

  it('after the config changed: nothing is reused', async () => {
    const { root, cacheDir } = await primedSite();
    await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR'", "locale: 'en'");
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(0);
  });

  it('after the sidebars changed: every doc is reused, every page shows the new sidebar', async () => {
    const { root, cacheDir, docs } = await primedSite();
    await edit(root, 'sidebars.json', '"label": "Guia"', '"label": "Guia completo"');
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs);
    expect(await readFile(path.join(root, 'out-warm/manual/guia/instalacao/index.html'), 'utf8')).toContain(
      'Guia completo',
    );
  });

  it('after a helpdocs upgrade: nothing is reused, even an entry that would pass every other check', async () => {
    const { root, cacheDir, docs } = await primedSite({ cacheFingerprint: '1.0.0+old' });
    // Doctor every entry (checksum kept valid): a build of the same version shows the doctored HTML…
    for (const file of await docEntryFiles(cacheDir)) {
      const text = await readFile(file, 'utf8');
      const payload = text.slice(text.indexOf('\n') + 1).replace('Configure o que foi instalado.', 'TEXTO DO CACHE');
      const { createHash } = await import('node:crypto');
      await writeFile(file, `${createHash('sha256').update(payload).digest('hex')}\n${payload}`);
    }
    const same = await buildTo(root, path.join(root, 'out-same'), { cacheDir, cacheFingerprint: '1.0.0+old' });
    expect(same.result.cache.reusedDocs).toBe(docs);
    expect(await readFile(path.join(root, 'out-same/manual/guia/configuracao/index.html'), 'utf8')).toContain(
      'TEXTO DO CACHE',
    );
    // …and a build of the next version never does.
    const upgraded = await expectWarmEqualsCold(root, cacheDir, { cacheFingerprint: '1.0.1+new' });
    expect(upgraded.cache.reusedDocs).toBe(0);
  });

  it('ignores corrupt and truncated entries, with a note, and makes them again', async () => {
    const { root, cacheDir, docs } = await primedSite();
    const [corrupt, truncated, notJson] = await docEntryFiles(cacheDir);
    const text = await readFile(corrupt!, 'utf8');
    await writeFile(corrupt!, text.replace('"html":"', '"html":"<p>x</p>'));
    await writeFile(truncated!, (await readFile(truncated!, 'utf8')).slice(0, 200));
    await writeFile(notJson!, 'não é um cache');
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(docs - 3);
    // The index named them: the first body read back unsigned sent the build round again without it.
    const [index, ...ignored] = warm.cache.notes;
    expect(index).toMatch(/^cache: the index of the docs named .*\.json \(.*\), which could not be read back signed/);
    expect(ignored).toHaveLength(3);
    for (const note of ignored) expect(note).toMatch(/^cache: ignored .*\.json \((truncated or corrupt)\)$/);
    // Made again: the next build reuses every doc.
    const again = await buildTo(root, path.join(root, 'out-again'), { cacheDir });
    expect(again.result.cache.reusedDocs).toBe(docs);
  });

  it('lets two builds share a cache folder at once', async () => {
    const root = await copyFixture('site-mini');
    const cacheDir = path.join(root, 'cache');
    const [a, b] = await Promise.all([
      buildTo(root, path.join(root, 'out-a'), { cacheDir }),
      buildTo(root, path.join(root, 'out-b'), { cacheDir }),
    ]);
    const cold = await buildTo(root, path.join(root, 'out-cold'));
    expect(a.result.stats.errors + b.result.stats.errors).toBe(0);
    expect([...a.files]).toEqual([...cold.files]);
    expect([...b.files]).toEqual([...cold.files]);
    const warm = await expectWarmEqualsCold(root, cacheDir);
    expect(warm.cache.reusedDocs).toBe(cold.result.stats.pages);
    expect(warm.cache.notes).toEqual([]);
  });

  it('builds without a cache when the folder cannot be written, with a note', async () => {
    const root = await copyFixture('site-mini');
    const blocked = path.join(root, 'blocked');
    await writeFile(blocked, 'a file where the cache folder would be');
    const built = await buildTo(root, path.join(root, 'out'), { cacheDir: path.join(blocked, 'cache') });
    expect(built.result.stats.errors).toBe(0);
    expect(built.result.cache.notes.length).toBeGreaterThan(0);
    await rm(blocked);
  });
});

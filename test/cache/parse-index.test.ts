// The parse index (src/cache/parse-index.ts): one signed entry holds what a warm build needs of every
// kept doc, and each doc's HTML and sections' text are read from its own entry only when a page is
// drawn again or a section indexed again. These cases remove or forge the docs' own entries to show
// which reads happen, and that a build whose entries went missing still writes what a cold build writes.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildOptions } from '../../src/build.js';
import { sha256 } from '../../src/cache/disk.js';
import type { ParseCache } from '../../src/cache/index.js';
import { buildTo as buildWith, docEntryFiles } from '../helpers/cached-builds.js';
import { copyFixture, edit } from '../helpers/sites.js';

/** A build with the cache that must succeed. */
async function buildTo(root: string, out: string, options: Partial<BuildOptions> = {}) {
  const built = await buildWith(root, out, options);
  expect(built.result.stats.errors).toBe(0);
  return built;
}

/** The cache's entries by kind: each doc's own, and the indexes that name them. */
async function entries(cacheDir: string): Promise<{ docs: string[]; indexes: string[] }> {
  const dir = path.join(cacheDir, 'v1');
  const indexes: string[] = [];
  for (const name of await readdir(dir)) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (/^\{"key":"[0-9a-f]{64}","value":\{"lines":\d+\}\}$/m.test(text)) indexes.push(path.join(dir, name));
  }
  return { docs: await docEntryFiles(cacheDir), indexes };
}

async function primed() {
  const root = await copyFixture('site-mini');
  const cacheDir = path.join(root, 'cache');
  const first = await buildTo(root, path.join(root, 'out'), { cacheDir });
  return { root, cacheDir, docs: first.result.stats.pages, cold: first.files };
}

describe('the parse index', { timeout: 300_000 }, () => {
  it('serves every kept doc: with no doc entry left, a build whose pages are all in out/ reuses them all', async () => {
    const { root, cacheDir, docs, cold } = await primed();
    const found = await entries(cacheDir);
    expect(found.indexes).toHaveLength(1);
    expect(found.docs).toHaveLength(docs);
    await Promise.all(found.docs.map((file) => rm(file)));
    const warm = await buildTo(root, path.join(root, 'out'), { cacheDir });
    expect(warm.result.cache.reusedDocs).toBe(docs);
    expect(warm.result.cache.notes).toEqual([]);
    expect(warm.files).toEqual(cold);
  });

  it('reads a body when its page is drawn again; one gone sends the build round again without the index', async () => {
    const { root, cacheDir, docs } = await primed();
    const [lost] = (await entries(cacheDir)).docs;
    await rm(lost as string);
    // A new output folder: every page is drawn, every body asked for.
    const warm = await buildTo(root, path.join(root, 'out-warm'), { cacheDir });
    const cold = await buildTo(root, path.join(root, 'out-cold'));
    expect(warm.files).toEqual(cold.files);
    expect(warm.result.cache.reusedDocs).toBe(docs - 1);
    expect(warm.result.cache.notes[0]).toMatch(/^cache: the index of the docs named .*, which could not be read back/);
    // The round without the index made a new one, and the lost entry again.
    const again = await buildTo(root, path.join(root, 'out-again'), { cacheDir });
    expect(again.result.cache.reusedDocs).toBe(docs);
    expect(again.result.cache.notes).toEqual([]);
    expect(again.files).toEqual(cold.files);
  });

  it('is not used unless signed here: a forged line is never read, and each entry is read instead', async () => {
    const { root, cacheDir, docs, cold } = await primed();
    const [index] = (await entries(cacheDir)).indexes;
    const text = await readFile(index as string, 'utf8');
    // A forger's index: a title changed, its checksum made again (the machine's key is not theirs).
    const forged = Buffer.from(text.slice(65).replaceAll('"title":"Instalação"', '"title":"Forjado"'));
    expect(forged.toString()).not.toBe(text.slice(65));
    await writeFile(index as string, `${sha256(forged)}\n${forged}`);
    const warm = await buildTo(root, path.join(root, 'out'), { cacheDir });
    expect(warm.result.cache.reusedDocs).toBe(docs);
    expect(warm.files).toEqual(cold);
    expect([...warm.files.values()].join('\n')).not.toContain('Forjado');
  });

  it('takes the new line of a doc parsed again under the same key (a doc it links to moved)', async () => {
    const { root, cacheDir, docs } = await primed();
    await edit(
      root,
      'content/guia/configuracao.md',
      'sidebar_position: 2',
      'slug: "/guia/ajustes/"\nsidebar_position: 2',
    );
    // configuracao, and the two docs that link to it (the same text: the same parse keys, new routes).
    const moved = await buildTo(root, path.join(root, 'out'), { cacheDir });
    expect(moved.result.cache.reusedDocs).toBe(docs - 3);
    const { docs: own } = await entries(cacheDir);
    await Promise.all(own.map((file) => rm(file)));
    // Every line the index holds now is this build's: no doc falls back to its (removed) entry.
    const warm = await buildTo(root, path.join(root, 'out'), { cacheDir });
    expect(warm.result.cache.reusedDocs).toBe(docs);
    expect(warm.files).toEqual(moved.files);
  });

  it('keeps the lines of docs a watch build held in memory, for the next build from disk', async () => {
    const { root, cacheDir, docs, cold } = await primed();
    const memory: ParseCache = new Map();
    for (const text of ['Configure tudo o que foi instalado.', 'Configure o que foi instalado.']) {
      const [from, to] = text.includes('tudo')
        ? ['Configure o que foi instalado.', text]
        : ['Configure tudo o que foi instalado.', text];
      await edit(root, 'content/guia/configuracao.md', from, to);
      await buildTo(root, path.join(root, 'out'), { cacheDir, cache: memory });
    }
    const { docs: own } = await entries(cacheDir);
    await Promise.all(own.map((file) => rm(file)));
    const warm = await buildTo(root, path.join(root, 'out'), { cacheDir });
    expect(warm.result.cache.reusedDocs).toBe(docs);
    expect(warm.files).toEqual(cold);
  });
});

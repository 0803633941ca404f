// The corpus generator's promises: same arguments, same bytes on disk; valid links, sidebars and
// redirects; the help centre's 93 routes at that size.  Run: npx tsx bench/gen-corpus.test.ts
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateCorpus } from './corpus/generate.js';
import { wordCount } from './corpus/prose.js';
import { validateCorpus } from './corpus/validate.js';
import { writeCorpus } from './corpus/write-files.js';
import { defaultSeed } from './gen-corpus.js';

async function treeDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files.sort()) hash.update(`${path.relative(dir, file)}\0`).update(await readFile(file));
  return hash.digest('hex');
}

test('the same arguments write byte-identical folders', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'helpdocs-corpus-'));
  try {
    const digests: string[] = [];
    for (const run of ['a', 'b']) {
      await writeCorpus(path.join(scratch, run), generateCorpus({ pages: 1000, seed: defaultSeed }));
      digests.push(await treeDigest(path.join(scratch, run)));
    }
    assert.equal(digests[0], digests[1]);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

test('another seed gives other text', () => {
  const [a, b] = ['one', 'two'].map(
    (seed) => generateCorpus({ pages: 93, seed }).find((file) => file.path === 'content/index.md')?.content,
  );
  assert.notEqual(a, b);
});

test('93 pages reproduce the help centre tree', () => {
  const files = generateCorpus({ pages: 93, seed: defaultSeed });
  const pages = files.filter((file) => file.path.startsWith('content/'));
  assert.equal(pages.length, 93);
  assert.ok(pages.some((file) => file.path === 'content/usuario/modulos/vendas/analise/funil.md'));
  assert.ok(pages.some((file) => file.path === 'content/usuario/modulos/clientes/index.md'));
  const sidebars = JSON.parse(files.find((file) => file.path === 'sidebars.json')?.content ?? '{}') as object;
  assert.deepEqual(Object.keys(sidebars), ['ajudaSidebar', 'implantacaoSidebar', 'usuarioSidebar']);
});

for (const pages of [93, 1000, 5000]) {
  test(`${pages} pages: links, anchors, sidebars and redirects are valid and pages have help-centre length`, () => {
    const files = generateCorpus({ pages, seed: defaultSeed });
    assert.deepEqual(validateCorpus(files), []);
    const docs = files.filter((file) => file.path.startsWith('content/'));
    assert.equal(docs.length, pages);
    const words = docs.map((file) => wordCount(file.content.replace(/^```[\s\S]*?^```$/gm, '')));
    assert.ok(
      Math.min(...words) >= 300 && Math.max(...words) <= 800,
      `words from ${Math.min(...words)} to ${Math.max(...words)}`,
    );
  });
}

test("sidebars stay the size of the help centre's as the site grows", () => {
  const docsIn = (items: readonly unknown[]): number =>
    items.reduce<number>((sum, item) => {
      if (typeof item === 'string') return sum + 1;
      const category = item as { link?: unknown; items: unknown[] };
      return sum + (category.link ? 1 : 0) + docsIn(category.items);
    }, 0);
  for (const pages of [93, 1000, 5000]) {
    const files = generateCorpus({ pages, seed: defaultSeed });
    const sidebars = JSON.parse(files.find((file) => file.path === 'sidebars.json')?.content ?? '{}') as Record<
      string,
      unknown[]
    >;
    const sizes = Object.values(sidebars).map(docsIn);
    assert.ok(Math.max(...sizes) <= 60, `${pages} pages: sidebars of ${Math.min(...sizes)}–${Math.max(...sizes)} docs`);
    assert.ok(
      Object.keys(sidebars).length >= Math.floor(pages / 60),
      `${pages} pages: ${Object.keys(sidebars).length} sidebars`,
    );
  }
});

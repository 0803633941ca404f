// A warm build patches the last build's postings: the sections of the pages whose indexed text
// changed are taken out and indexed anew (src/search/patched-postings.ts). Proven here against
// indexing the whole store, posting for posting, on seeded stores and seeded edits; and the cases
// that cannot be patched are indexed whole.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskEntries } from '../../src/cache/disk.js';
import {
  pageKeys,
  patchedSnapshot,
  readSnapshot,
  sectionCounts,
  snapshotOf,
  snapshotPostings,
  storedSnapshot,
  type PostingsSnapshot,
} from '../../src/search/patched-postings.js';
import { buildPostings, type Postings } from '../../src/search/postings.js';
import { buildShards, shardJson } from '../../src/search/shards.js';
import { portugueseLunr } from '../../src/search/portuguese.js';
import type { SearchStore } from '../../src/search/store.js';
import { seededRandom } from '../markdown/markdown-it/fuzz-docs.js';

const language = portugueseLunr();
const index = (store: SearchStore) => buildPostings(store, language);

const WORDS = (
  'vendas metas clientes relatório painel análise gerente representante comissão pedido nota fiscal ' +
  'e-mail NF-e Omie Bling mapa calor faturamento região carteira positivação ticket médio exportar ' +
  'instalação integrador senha acesso celular ação relatórios gerentes xilofone quimera zénite'
).split(' ');

function words(random: () => number, count: number): string {
  return Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
}

/** A store shaped like a site's: pages with an intro and a few headed sections, some with keywords. */
function seededStore(random: () => number, pages: number): SearchStore {
  const store: SearchStore = { pages: [], sections: [] };
  for (let page = 0; page < pages; page++) {
    store.pages.push({
      title: words(random, 3),
      ...(random() < 0.2 ? { label: words(random, 2) } : {}),
      route: `/manual/p${page}/`,
      crumbs: ['Módulos'],
      description: words(random, 8),
      ...(random() < 0.3 ? { keywords: [words(random, 1), words(random, 2)] } : {}),
    });
    const sections = 1 + Math.floor(random() * 4);
    for (let s = 0; s < sections; s++)
      store.sections.push({
        page,
        anchor: s === 0 ? '' : `s${s}`,
        heading: s === 0 ? '' : words(random, 2),
        text: words(random, 5 + Math.floor(random() * 40)),
      });
  }
  return store;
}

/** The store with some pages' indexed text edited (same sections), and which pages. */
function edited(store: SearchStore, random: () => number, edits: number): { store: SearchStore; pages: number[] } {
  const next: SearchStore = {
    pages: store.pages.map((page) => ({ ...page })),
    sections: store.sections.map((section) => ({ ...section })),
  };
  const pages = new Set<number>();
  for (let i = 0; i < edits; i++) {
    const page = Math.floor(random() * store.pages.length);
    pages.add(page);
    const kind = random();
    if (kind < 0.2) next.pages[page]!.title = words(random, 3);
    else if (kind < 0.3) next.pages[page]!.keywords = [words(random, 2)];
    else {
      const own = next.sections.filter((section) => section.page === page);
      const section = own[Math.floor(random() * own.length)]!;
      // Words dropped (a term may vanish from the site) or added (new terms).
      section.text = kind < 0.6 ? section.text.split(' ').slice(0, 2).join(' ') : `${section.text} ${words(random, 6)}`;
    }
  }
  return { store: next, pages: [...pages] };
}

/** Every posting, term by term, as plain data. */
function listed(postings: Postings): Array<[string, Array<[number, number, boolean]>]> {
  return postings.terms.map((term, t) => {
    const list: Array<[number, number, boolean]> = [];
    postings.forEach(t, (section, weight, named) => list.push([section, weight, named]));
    return [term, list];
  });
}

const snapshotOfStore = (store: SearchStore) => snapshotOf(index(store), pageKeys(store), sectionCounts(store));

function patch(previous: PostingsSnapshot, store: SearchStore, indexed: number[] = []): PostingsSnapshot | undefined {
  return patchedSnapshot(previous, store, pageKeys(store), sectionCounts(store), (part) => {
    indexed.push(part.pages.length);
    return index(part);
  });
}

describe('patched postings', () => {
  it('equal the whole store indexed again, after seeded edits to seeded stores', () => {
    const random = seededRandom(2026);
    let patchedRuns = 0;
    for (let round = 0; round < 40; round++) {
      const store = seededStore(random, 20 + Math.floor(random() * 60));
      const { store: next, pages } = edited(store, random, 1 + Math.floor(random() * 4));
      const indexed: number[] = [];
      const patched = patch(snapshotOfStore(store), next, indexed);
      if (pages.length > next.pages.length / 4) continue;
      expect(patched).toBeDefined();
      // Only the edited pages were indexed (an edit may leave a page as it was).
      expect(indexed[0]).toBeLessThanOrEqual(pages.length);
      expect(listed(snapshotPostings(patched!))).toEqual(listed(index(next)));
      patchedRuns++;
    }
    expect(patchedRuns).toBeGreaterThan(30);
  });

  it('name each term whose postings a patch left as they were, and no other', () => {
    const random = seededRandom(77);
    let alike = 0;
    let changed = 0;
    for (let round = 0; round < 40; round++) {
      const store = seededStore(random, 20 + Math.floor(random() * 60));
      const previous = snapshotOfStore(store);
      const patched = patch(previous, edited(store, random, 1 + Math.floor(random() * 3)).store);
      if (!patched || patched === previous) continue;
      const before = new Map(listed(snapshotPostings(previous)).map(([term, list], t) => [term, { list, t }]));
      const terms = patched.previousTerms;
      expect(terms?.length).toBe(patched.terms.length);
      listed(snapshotPostings(patched)).forEach(([term, list], t) => {
        const was = before.get(term);
        const same = was !== undefined && JSON.stringify(was.list) === JSON.stringify(list);
        expect(terms?.[t]).toBe(same ? was.t : -1);
        if (same) alike++;
        else changed++;
      });
    }
    expect(alike).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(100);
  });

  it("let the shards of terms left as they were be the last build's, each as it would be made again", () => {
    const random = seededRandom(303);
    // Many short sections over a small vocabulary: long postings lists, a few terms to a shard, many shards.
    const vocabulary = Array.from({ length: 120 }, (_, i) => `termo${i.toString(36)}`);
    const text = (count: number) =>
      Array.from({ length: count }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
    let [reused, madeAgain] = [0, 0];
    for (let round = 0; round < 6; round++) {
      const store: SearchStore = { pages: [], sections: [] };
      for (let page = 0; page < 1500; page++) {
        store.pages.push({ title: 'Página', route: `/p${page}/`, crumbs: [], description: '' });
        for (let s = 0; s < 4; s++)
          store.sections.push({ page, anchor: `s${s}`, heading: '', text: text(3 + (s % 4)) });
      }
      const previous = snapshotOfStore(store);
      const previousPostings = snapshotPostings(previous);
      // The last build's shards, each named by its JSON: a shard taken from it must be the one made again.
      const last = buildShards(previousPostings).map((shard): [number, string] => [
        shard.terms,
        shardJson(previousPostings, shard),
      ]);
      const next: SearchStore = { pages: store.pages, sections: store.sections.map((section) => ({ ...section })) };
      const section = next.sections[Math.floor(random() * next.sections.length)]!;
      // A word added; in some rounds a word no page had, which moves every term after it by one.
      section.text += round % 2 === 0 ? ` ${text(1)}` : ` palavra${round}`;
      const patched = patch(previous, next);
      expect(patched?.previousTerms).toBeDefined();
      const postings = snapshotPostings(patched!);
      const shards = buildShards(postings, { shards: last, previousTerms: patched!.previousTerms });
      const fresh = buildShards(postings);
      expect(shards.map(({ firstTerm, terms }) => [firstTerm, terms])).toEqual(
        fresh.map(({ firstTerm, terms }) => [firstTerm, terms]),
      );
      shards.forEach((shard, i) => {
        const json = shardJson(postings, fresh[i]!);
        expect(shardJson(postings, shard)).toBe(json);
        if (shard.hash === undefined) madeAgain++;
        else {
          expect(shard.json).toBeUndefined();
          expect(shard.hash).toBe(json);
          reused++;
        }
      });
      // Nothing changed: every shard is the last build's.
      const all = buildShards(previousPostings, { shards: last, previousTerms: undefined });
      expect(all.map((shard) => shard.hash)).toEqual(last.map(([, json]) => json));
    }
    expect(reused).toBeGreaterThan(madeAgain);
    expect(madeAgain).toBeGreaterThan(0);
  });

  it('keep the last snapshot as it is when no indexed text changed (crumbs and routes are not indexed)', () => {
    const store = seededStore(seededRandom(7), 30);
    const previous = snapshotOfStore(store);
    const moved: SearchStore = {
      pages: store.pages.map((page) => ({ ...page, crumbs: ['Outro lugar'], route: `${page.route}novo/` })),
      sections: store.sections,
    };
    const indexed: number[] = [];
    expect(patch(previous, moved, indexed)).toBe(previous);
    expect(indexed).toEqual([]);
  });

  it('are not made when pages were added or removed, a section was added, or too many pages changed', () => {
    const random = seededRandom(11);
    const store = seededStore(random, 40);
    const previous = snapshotOfStore(store);
    const added: SearchStore = {
      pages: [...store.pages, { title: 'Nova', route: '/manual/nova/', crumbs: [], description: '' }],
      sections: [...store.sections, { page: 40, anchor: '', heading: '', text: 'nova página' }],
    };
    expect(patch(previous, added)).toBeUndefined();
    const oneMore = {
      ...store,
      sections: [
        ...store.sections.slice(0, 1),
        { page: 0, anchor: 'mais', heading: 'Mais', text: 'mais uma' },
        ...store.sections.slice(1),
      ],
    };
    expect(patch(previous, oneMore)).toBeUndefined();
    const many = edited(store, random, 30);
    expect(many.pages.length).toBeGreaterThan(10);
    expect(patch(previous, many.store)).toBeUndefined();
  });

  it('use the doc digest as the page key when the store has one, and its fields otherwise', () => {
    const store = seededStore(seededRandom(3), 3);
    const keyed = { ...store, pages: store.pages.map((page, i) => (i === 1 ? { ...page, key: 'abc' } : page)) };
    const keys = pageKeys(keyed);
    expect(keys[1]).toBe('digest:abc');
    expect(keys[0]).toMatch(/^fields:[0-9a-f]{64}$/);
    expect(pageKeys({ ...store, pages: store.pages.map((page) => ({ ...page, crumbs: ['x'] })) })).toEqual(
      pageKeys(store),
    );
  });

  it('round-trip through the cache folder as bytes; a damaged entry is not used', async () => {
    const store = seededStore(seededRandom(5), 50);
    const snapshot = snapshotOfStore(store);
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-postings-'));
    const disk = new DiskEntries(dir, []);
    const { value, arrays } = storedSnapshot(snapshot);
    disk.writeBytes('k', value, arrays);
    await disk.flush();
    const read = readSnapshot(disk.readBytes('k'));
    expect(read && listed(snapshotPostings(read))).toEqual(listed(snapshotPostings(snapshot)));
    expect(readSnapshot({ value, bytes: new Uint8Array(8) })).toBeUndefined();
    expect(readSnapshot({ value: { ...value, terms: [1] }, bytes: disk.readBytes('k')!.bytes })).toBeUndefined();
    // Offsets that go back, or a section past the store's: not a snapshot.
    const terms = value.terms.length;
    const total = value.sectionCounts.reduce((sum, count) => sum + count, 0);
    const unordered = disk.readBytes('k')!.bytes;
    const offsets = new Uint32Array(unordered.buffer, unordered.byteOffset, terms + 1);
    expect(offsets[2]).toBeGreaterThan(0);
    offsets[1] = offsets[2]! + 1;
    expect(readSnapshot({ value, bytes: unordered })).toBeUndefined();
    const outside = disk.readBytes('k')!.bytes;
    new Uint32Array(outside.buffer, outside.byteOffset + (terms + 1) * 4, 1)[0] = total;
    expect(readSnapshot({ value, bytes: outside })).toBeUndefined();
    new Uint32Array(outside.buffer, outside.byteOffset + (terms + 1) * 4, 1)[0] = total - 1;
    expect(readSnapshot({ value, bytes: outside })).toBeDefined();
  });
});

// The shard format: terms split in sorted runs, postings as gaps, common terms cut to their best.
import { describe, expect, it } from 'vitest';
import { decodeTerms, encodeTerms, WEIGHT_SCALE, type Shard } from '../../src/search/format.js';
import { buildPostings } from '../../src/search/postings.js';
import { buildShards, MAX_POSTINGS, nthSmallest, SHARD_CHARS, shardJson } from '../../src/search/shards.js';
import type { Postings } from '../../src/search/postings.js';
import type { SearchStore } from '../../src/search/store.js';
import { portugueseLunr } from '../../src/search/portuguese.js';

function storeOf(texts: string[]): SearchStore {
  return {
    pages: texts.map((_, i) => ({ title: `Página ${i}`, route: `/p/${i}/`, crumbs: [], description: '' })),
    sections: texts.map((text, page) => ({ page, anchor: '', heading: '', text })),
  };
}

describe('the shard format', () => {
  it('front-codes the sorted dictionary and decodes it back', () => {
    const terms = ['a', 'relat', 'relatori', 'senh', 'senhas', 'zzzzzzzzzzzzzzzz', 'zzzzzzzzzzzzzzzzb'];
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
    expect(encodeTerms(['relat', 'relatori'])).toBe('0relat\n5ori');
    expect(decodeTerms('')).toEqual([]);
  });

  it('splits terms into sorted runs no bigger than the limit, each term in exactly one shard', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `palavra${i.toString(36)}x`);
    const postings = buildPostings(
      storeOf(Array.from({ length: 200 }, (_, s) => words.filter((_, w) => (w + s) % 7 === 0).join(' '))),
      portugueseLunr(),
    );
    const shards = buildShards(postings);
    expect(shards.length).toBeGreaterThan(2);
    expect(shards.reduce((n, shard) => n + shard.terms, 0)).toBe(postings.terms.length);
    shards.forEach((shard, i) => {
      expect(shard.firstTerm).toBe(i === 0 ? 0 : shards[i - 1]!.firstTerm + shards[i - 1]!.terms);
      expect(shardJson(postings, shard).length).toBeLessThan(SHARD_CHARS * 1.2);
    });
  });

  it('stores per term its df, then section gaps and weights; a word of the title is marked as naming it', () => {
    const store = storeOf(['senha forte', 'trocar senha', 'nada a ver']);
    store.pages[1]!.title = 'Senha';
    const postings = buildPostings(store, portugueseLunr());
    const shard = JSON.parse(shardJson(postings, buildShards(postings)[0]!)) as Shard;
    const entry = shard[postings.terms.indexOf('senh')]!;
    expect(entry[0]).toBe(2);
    expect([entry[1], entry[3]]).toEqual([0, 1]);
    // level * 2 + named: the page titled "Senha" is named, the other is not, and weighs less.
    expect(entry[2]! % 2).toBe(0);
    expect(entry[4]! % 2).toBe(1);
    expect(entry[4]! >> 1).toBeGreaterThan(entry[2]! >> 1);
    expect((entry[2]! >> 1) / WEIGHT_SCALE).toBeGreaterThan(0);
  });

  it('keeps only the best-weighted postings of a term found in very many sections, with its true df', () => {
    const texts = Array.from({ length: MAX_POSTINGS + 50 }, (_, i) =>
      i === 7 ? 'comum comum comum' : `comum outra${i.toString(36)}`,
    );
    const postings = buildPostings(storeOf(texts), portugueseLunr());
    const entry = buildShards(postings).flatMap((s) => JSON.parse(shardJson(postings, s)) as Shard)[
      postings.terms.indexOf('comum')
    ]!;
    expect(entry[0]).toBe(MAX_POSTINGS + 50);
    expect((entry.length - 1) / 2).toBe(MAX_POSTINGS);
    let section = 0;
    const sections = [];
    for (let i = 1; i < entry.length; i += 2) sections.push((section += entry[i]!));
    expect(sections).toContain(7);
  });

  it("reads back every term's postings in section order, across blocks and chunks of the pool", () => {
    // 9,000 sections: "todas" in every one (over a thousand blocks), "pares" in every other one,
    // interleaved with them, and a word of its own in each (a block each: past the pool's first chunk).
    const texts = Array.from({ length: 9000 }, (_, i) => `todas ${i % 2 === 0 ? 'pares ' : ''}unica${i.toString(36)}`);
    const postings = buildPostings(storeOf(texts), portugueseLunr());
    const read = (word: string) => {
      const term = postings.terms.indexOf(word);
      const sections: number[] = [];
      postings.forEach(term, (section, weight) => {
        expect(weight).toBeGreaterThan(0);
        sections.push(section);
      });
      expect(sections.length).toBe(postings.count(term));
      return sections;
    };
    expect(read('tod')).toEqual(texts.map((_, i) => i));
    expect(read('par')).toEqual(texts.map((_, i) => i).filter((i) => i % 2 === 0));
    expect(read(`unica${(4321).toString(36)}`)).toEqual([4321]);
    expect(postings.sectionCount).toBe(9000);
  });

  it('writes the shards a plain reading of the format gives: arrays, a sort for the cut-off, JSON.stringify', () => {
    // Seeded weights with many ties, in terms below, at and above MAX_POSTINGS.
    let seed = 5;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    // Thousands of small terms, so that shards close at every distance from the limit.
    const counts = Array.from({ length: 20_000 }, (_, t) =>
      t % 500 === 0 ? MAX_POSTINGS + random(3000) : t % 500 === 1 ? MAX_POSTINGS : 1 + random(12),
    );
    const lists = counts.map((count, t) => {
      let section = 0;
      // Some terms with few distinct weights: many ties at the cut-off.
      const weightOf = () => (t % 1000 === 0 ? random(6) / 3 : random(5) === 0 ? 0.25 : random(4000) / 997);
      return Array.from({ length: count }, () => ({
        section: (section += 1 + random(3)),
        weight: Math.fround(weightOf()),
        named: random(7) === 0,
      }));
    });
    const postings: Postings = {
      terms: counts.map((_, t) => `termo${String(t).padStart(3, '0')}`),
      count: (term) => lists[term]!.length,
      forEach: (term, visit) => {
        for (const p of lists[term]!) visit(p.section, p.weight, p.named);
      },
      read: (term, into) =>
        lists[term]!.forEach((p, i) => {
          into.sections[i] = p.section;
          into.weights[i] = p.weight;
          into.named[i] = p.named ? 1 : 0;
        }),
      sectionCount: 10_000,
    };
    const plainEntry = (term: number): number[] => {
      const list = lists[term]!;
      const sorted = Float32Array.from(list.map((p) => p.weight)).sort();
      const cutOff = list.length > MAX_POSTINGS ? sorted[list.length - MAX_POSTINGS]! : -1;
      let atCutOff = MAX_POSTINGS - (list.length - sorted.lastIndexOf(cutOff) - 1);
      const kept = list.filter((p) => p.weight > cutOff || (p.weight === cutOff && atCutOff-- > 0));
      let previous = 0;
      return [
        list.length,
        ...kept.flatMap((p) => {
          const gap = p.section - previous;
          previous = p.section;
          return [gap, Math.max(1, Math.round(p.weight * WEIGHT_SCALE)) * 2 + (p.named ? 1 : 0)];
        }),
      ];
    };
    const shards = buildShards(postings);
    const plain = counts.map((_, term) => plainEntry(term));
    expect(shards.flatMap((shard) => JSON.parse(shardJson(postings, shard)) as Shard)).toEqual(plain);
    // Terms run on in a shard while its JSON stays within SHARD_CHARS (one term always fits).
    const firstTerms: number[] = [];
    let chars = 0;
    plain.forEach((entry, term) => {
      const size = JSON.stringify(entry).length + 1;
      if (term === 0 || chars + size > SHARD_CHARS) {
        firstTerms.push(term);
        chars = 0;
      }
      chars += size;
    });
    expect(shards.map((shard) => shard.firstTerm)).toEqual(firstTerms);
    for (const shard of shards) expect(shard.json).toBe(JSON.stringify(JSON.parse(shardJson(postings, shard))));
  });

  it('selects the value a sort would put at a place, ties and all, sorting what is left after a few rounds', () => {
    let seed = 9;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 2000; round++) {
      const values = Float32Array.from({ length: 1 + random(200) }, () => random(1 + random(30)) / 7);
      const sorted = Float32Array.from(values).sort();
      const place = random(values.length);
      const selected = Float32Array.from(values);
      // Any number of selection rounds before the rest is sorted (0: a sort) gives the same.
      expect(nthSmallest(selected, place, round % 4)).toBe(sorted[place]);
      expect(selected.subarray(0, place).every((value) => value <= sorted[place]!)).toBe(true);
      expect(selected.subarray(place + 1).every((value) => value >= sorted[place]!)).toBe(true);
    }
  });
});

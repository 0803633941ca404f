// The shard format: terms split in sorted runs, postings as gaps, common terms cut to their best.
import { describe, expect, it } from 'vitest';
import { decodeTerms, encodeTerms, WEIGHT_SCALE, type Shard } from '../../src/search/format.js';
import { buildPostings } from '../../src/search/postings.js';
import { buildShards, MAX_POSTINGS, SHARD_CHARS } from '../../src/search/shards.js';
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
      expect(shard.json.length).toBeLessThan(SHARD_CHARS * 1.2);
    });
  });

  it('stores per term its df, then section gaps and weights; a word of the title is marked as naming it', () => {
    const store = storeOf(['senha forte', 'trocar senha', 'nada a ver']);
    store.pages[1]!.title = 'Senha';
    const postings = buildPostings(store, portugueseLunr());
    const shard = JSON.parse(buildShards(postings)[0]!.json) as Shard;
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
    const entry = buildShards(postings).flatMap((s) => JSON.parse(s.json) as Shard)[postings.terms.indexOf('comum')]!;
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
});

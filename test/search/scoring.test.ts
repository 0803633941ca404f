// How a section's score falls with the words of the query it lacks: by their idf, not their count.
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/search/candidates.js';
import { NAME_MISS, scoreSections, type TermPostings } from '../../src/search/scoring.js';
import type { Slot } from '../../src/search/slots.js';

const SECTIONS = 100;
const SCALE = 100;
const word = (folded: string) => ({ folded, terms: [folded], prefix: false, fuzzy: false });
/** `df` sections hold the term; the listed ones with the given weight, the others with weight 1. */
function postingsOf(df: number, weighted: Record<number, number>): TermPostings {
  const sections = new Set(Object.keys(weighted).map(Number));
  for (let s = 50; sections.size < df; s++) sections.add(s);
  const sorted = [...sections].sort((a, b) => a - b);
  return {
    df,
    sections: Uint32Array.from(sorted),
    weights: Uint32Array.from(sorted.map((s) => Math.round((weighted[s] ?? 1) * SCALE) * 2)),
  };
}

// Term 0 is in 90 of the 100 sections ("cadastrar"), term 1 in 2 ("feriado").
const common = postingsOf(90, { 7: 2 });
const rareIn5 = postingsOf(2, { 5: 2 });
function scores(terms: number[], lists: TermPostings[] = [common, rareIn5]): Map<number, number> {
  const slots: Slot[] = terms.map((term) => ({ alternatives: [{ words: [word(String(term))], factor: 1 }] }));
  const candidates: Candidate[][][][] = terms.map((term) => [[[{ term, boost: 1 }]]]);
  return scoreSections({
    slots,
    candidates,
    postings: (term) => lists[term],
    sectionCount: SECTIONS,
    weightScale: SCALE,
  });
}

describe('scoring', () => {
  it('barely lowers a section that lacks only a word most sections have', () => {
    const rareAlone = scores([1]).get(5)!;
    const withCommon = scores([0, 1]).get(5)!;
    // Counting words alone would halve the share and quarter the score.
    expect(withCommon / rareAlone).toBeGreaterThan(0.9);
    expect(withCommon / rareAlone).toBeLessThan(1);
  });

  it('ranks a section with the rare word above one with only the common word, and both words above either', () => {
    const both = scores([0, 1]);
    expect(both.get(5)!).toBeGreaterThan(50 * both.get(7)!);
    const again = scores([0, 1], [common, postingsOf(2, { 5: 2, 7: 2 })]);
    expect(again.get(7)!).toBeGreaterThan(again.get(5)!);
  });

  it('ranks a section that lacks a name the query holds (an ERP) far below one that has it', () => {
    // Term 2, "omie", is in sections 3 and 4; "faturamento" (term 3) weighs much more in section 9.
    const omie = postingsOf(2, { 3: 1, 4: 1 });
    const faturamento = postingsOf(10, { 9: 4, 3: 1 });
    const lists = [common, rareIn5, omie, faturamento];
    const slots: Slot[] = [2, 3].map((term) => ({ alternatives: [{ words: [word(String(term))], factor: 1 }] }));
    const candidates: Candidate[][][][] = [2, 3].map((term) => [[[{ term, boost: 1 }]]]);
    const run = (names: boolean[] = []) =>
      scoreSections({
        slots,
        candidates,
        postings: (term) => lists[term],
        names,
        sectionCount: SECTIONS,
        weightScale: SCALE,
      });
    const plain = run();
    const named = run([true, false]);
    expect(named.get(3)!).toBe(plain.get(3)!);
    expect(named.get(9)!).toBeCloseTo(plain.get(9)! * NAME_MISS);
    expect(named.get(3)!).toBeGreaterThan(named.get(9)!);
  });
});

// Ranking: BM25 over the shards. A term's weight in a section (field-boosted BM25 tf part, built
// in postings.ts) times its idf; per word the best candidate term; per slot the best alternative;
// a section's score is the sum over slots, scaled down by the share of the query it misses and up
// by the share of slots it names in its title, heading or keywords. The share is weighed by each
// slot's idf: missing a word most pages have ("cadastrar") costs less than missing a rare one.
// A section that lacks a name the query holds (an ERP, a product: names.ts) is ranked far below.
import type { Candidate } from './candidates.js';
import type { Slot } from './slots.js';

export interface TermPostings {
  /** Document frequency before any cut (postings may keep only the best-weighted sections). */
  df: number;
  sections: Uint32Array;
  /** Weight level * 2 + named. */
  weights: Uint32Array;
}

export interface RankedSection {
  section: number;
  score: number;
}

// A word in the title or heading says the section is about it, not that it merely mentions it.
const NAMING_BONUS = 1;
/** A section without a name the query holds ("… omie" on the Bling page) keeps this share of its score. */
export const NAME_MISS = 0.2;

interface Partial {
  score: number;
  named: boolean;
}

export interface ScoringInput {
  slots: readonly Slot[];
  /** Per word of every alternative (same nesting as slots), its candidates. */
  candidates: ReadonlyArray<ReadonlyArray<ReadonlyArray<readonly Candidate[]>>>;
  postings: (term: number) => TermPostings | undefined;
  /** Per slot: does the reader's word name an ERP or a product (names.ts)? */
  names?: readonly boolean[];
  sectionCount: number;
  weightScale: number;
}

export function scoreSections({
  slots,
  candidates,
  postings,
  names = [],
  sectionCount,
  weightScale,
}: ScoringInput): Map<number, number> {
  const idf = (df: number) => Math.log(1 + Math.abs((sectionCount - df + 0.5) / (df + 0.5)));
  // Per slot, its sections' scores and its weight: the idf of its best candidate term (a typo or a
  // synonym counts for less).
  const perSlot: Array<{ sections: Map<number, Partial>; weight: number; name: boolean }> = slots.map((slot, s) => {
    const slotBest = new Map<number, Partial>();
    let weight = 0;
    slot.alternatives.forEach((alternative, a) => {
      const wordScores = alternative.words.map((_, w) => {
        const best = new Map<number, Partial>();
        for (const { term, boost } of candidates[s]![a]![w]!) {
          const list = postings(term);
          if (!list) continue;
          const factor = boost * idf(list.df);
          weight = Math.max(weight, factor * alternative.factor);
          for (let i = 0; i < list.sections.length; i++) {
            const value = list.weights[i]!;
            const score = factor * ((value >> 1) / weightScale);
            const current = best.get(list.sections[i]!);
            if (!current) best.set(list.sections[i]!, { score, named: (value & 1) === 1 });
            else {
              if (score > current.score) current.score = score;
              if (value & 1) current.named = true;
            }
          }
        }
        return best;
      });
      // A phrase ("nota fiscal") counts by how many of its words a section has.
      const found = new Map<number, { score: number; words: number; named: boolean }>();
      for (const scores of wordScores) {
        for (const [section, { score, named }] of scores) {
          const entry = found.get(section) ?? { score: 0, words: 0, named: false };
          entry.score += score;
          entry.words += 1;
          entry.named ||= named;
          found.set(section, entry);
        }
      }
      for (const [section, entry] of found) {
        const score = entry.score * alternative.factor * (entry.words / alternative.words.length) ** 2;
        const current = slotBest.get(section);
        if (!current || score > current.score) slotBest.set(section, { score, named: entry.named });
      }
    });
    return { sections: slotBest, weight, name: names[s] === true };
  });

  const slotsFound = perSlot.filter(({ sections }) => sections.size > 0);
  const weightFound = slotsFound.reduce((sum, { weight }) => sum + weight, 0);
  const nameSlots = slotsFound.filter(({ name }) => name).length;
  const totals = new Map<number, { score: number; weight: number; named: number; names: number }>();
  for (const { sections, weight, name } of slotsFound) {
    for (const [section, { score, named }] of sections) {
      const entry = totals.get(section) ?? { score: 0, weight: 0, named: 0, names: 0 };
      entry.score += score;
      entry.weight += weight;
      if (named) entry.named += 1;
      if (name) entry.names += 1;
      totals.set(section, entry);
    }
  }
  const result = new Map<number, number>();
  for (const [section, entry] of totals) {
    result.set(
      section,
      entry.score *
        (entry.weight / weightFound) ** 2 *
        (1 + (NAMING_BONUS * entry.named) / slotsFound.length) *
        NAME_MISS ** (nameSlots - entry.names),
    );
  }
  return result;
}

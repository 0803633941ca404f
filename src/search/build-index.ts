// Build time only: the lunr index of every section.
import { compactIndex, type CompactIndex, type LunrIndexJson } from './index-codec.js';
import { portugueseLunr, usePortuguese } from './portuguese.js';
import { indexedSections, type SearchStore } from './store.js';

/** Field boosts: a word in the page title or a heading says more about a section than one in its body. */
export const FIELD_BOOSTS = { title: 6, heading: 4, description: 2, text: 1 } as const;

/** The index as lunr serializes it. */
export function buildLunrIndex(store: SearchStore): LunrIndexJson {
  const support = portugueseLunr();
  return support.lunr(function () {
    usePortuguese(this, support);
    this.ref('ref');
    for (const [field, boost] of Object.entries(FIELD_BOOSTS)) this.field(field, { boost });
    for (const section of indexedSections(store)) this.add(section);
  }).toJSON() as unknown as LunrIndexJson;
}

/** The index as it is shipped (see index-codec.ts). */
export function buildSearchIndex(store: SearchStore): CompactIndex {
  return compactIndex(buildLunrIndex(store));
}

// The index as lunr.Builder makes it, for checking our own builder against.
import { FIELD_BOOSTS } from '../../src/search/build-index.js';
import type { LunrIndexJson } from '../../src/search/index-codec.js';
import { portugueseLunr, usePortuguese } from '../../src/search/portuguese.js';
import { indexedSections, type SearchStore } from '../../src/search/store.js';

export function buildLunrIndex(store: SearchStore): LunrIndexJson {
  const support = portugueseLunr();
  return support.lunr(function () {
    usePortuguese(this, support);
    this.ref('ref');
    for (const [field, boost] of Object.entries(FIELD_BOOSTS)) this.field(field, { boost });
    for (const section of indexedSections(store)) this.add(section);
  }).toJSON() as unknown as LunrIndexJson;
}

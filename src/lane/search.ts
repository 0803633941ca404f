// A doc set's search store after one doc's edit: the record's pages and sections, the doc's sections with their
// new text. No other page's text is at hand: the postings are patched from the last build's (search/
// patched-postings.ts), which reads only the changed page's; a read of another is a miss, and the full build runs.
import type { SearchSection } from '../core/model.js';
import { pageSections } from '../search/documents.js';
import type { SearchStore, StoredSection } from '../search/store.js';
import type { LaneSearch } from './record.js';

export class LaneMiss extends Error {}

/** Undefined when the doc's sections are not those the record has for its page. */
export function laneStore(
  search: LaneSearch,
  page: number,
  key: string,
  sections: readonly SearchSection[],
): SearchStore | undefined {
  const own = pageSections(sections);
  const store: SearchStore = { pages: search.pages.map((p, i) => (i === page ? { ...p, key } : p)), sections: [] };
  let next = 0;
  for (const [at, anchor, heading, text] of search.sections) {
    if (at === page) {
      const section = own[next++];
      if (section?.anchor !== anchor || section.heading !== heading) return undefined;
      store.sections.push({ page: at, anchor, heading, text: section.text });
    } else
      store.sections.push(
        text === undefined ? new UnreadSection(at, anchor, heading) : { page: at, anchor, heading, text },
      );
  }
  return next === own.length ? store : undefined;
}

/** A section whose text this rebuild does not have: a class, so 5,000 pages' sections share one getter. */
class UnreadSection implements StoredSection {
  constructor(
    readonly page: number,
    readonly anchor: string,
    readonly heading: string,
  ) {}

  get text(): string {
    throw new LaneMiss(`the search text of page ${this.page} is not kept`);
  }
}

// The headings of a page, decided before any page is written so that links from other pages can
// point at their anchors.
import { heading } from './prose.js';
import type { Random } from './random.js';
import { headingId } from './slugs.js';

export interface OutlineHeading {
  readonly text: string;
  readonly id: string;
}

export interface OutlineSection extends OutlineHeading {
  readonly subsections: readonly OutlineHeading[];
}

/** The closing section that holds the remaining links. */
export const seeAlso: OutlineHeading = { text: 'Veja também', id: headingId('Veja também') };

/** 3–4 h2 sections with up to two h3 each; heading ids are unique in the page and differ from the title's. */
export function outlineFor(random: Random, title: string): OutlineSection[] {
  const taken = new Set<string>([headingId(title), seeAlso.id]);
  const fresh = (): OutlineHeading => {
    for (;;) {
      const text = heading(random);
      const id = headingId(text);
      if (!taken.has(id)) {
        taken.add(id);
        return { text, id };
      }
    }
  };
  return Array.from({ length: random.int(3, 4) }, () => {
    const section = fresh();
    const subsections = Array.from({ length: random.pick([0, 0, 1, 1, 2]) }, fresh);
    return { ...section, subsections };
  });
}

export function anchorsOf(outline: readonly OutlineSection[]): OutlineHeading[] {
  return outline.flatMap((section) => [section, ...section.subsections]);
}

// A ranked section and its page's fragment → what a result shows, the matched words marked.
import type { PageFragment } from './format.js';
import type { SearchLanguage } from './language.js';
import { highlight, snippet, WORD, type Segment } from './snippet.js';

export type { Segment } from './snippet.js';

export interface SearchHit {
  /** Route of the page, with the section's anchor when the best match is below a heading. */
  url: string;
  title: Segment[];
  /** The section's heading, empty for the page intro. */
  section: Segment[];
  crumbs: string[];
  snippet: Segment[];
  score: number;
}

export function hitOf(
  page: PageFragment,
  sectionIndex: number,
  score: number,
  matched: ReadonlySet<string>,
  support: SearchLanguage,
): SearchHit {
  const [anchor, heading, text] = page.sections[sectionIndex] ?? ['', '', ''];
  const isWordMatch = (lower: string) =>
    !support.isStopWord(lower) && support.termsOf(lower).some((term) => matched.has(term));
  // A hyphenated word matches as one word ("email") or by any of its parts ("mail").
  const isMatch = (word: string) => {
    const lower = word.toLowerCase();
    return lower.includes('-')
      ? isWordMatch(lower.replaceAll('-', '')) || lower.split('-').some(isWordMatch)
      : isWordMatch(lower);
  };
  // The intro also answers for the page's description: show whichever holds the match.
  const mentions = (words: string) => (words.match(WORD) ?? []).some(isMatch);
  const shown =
    anchor === '' && (text === '' || (!mentions(text) && mentions(page.description))) ? page.description : text;
  return {
    url: anchor ? `${page.route}#${anchor}` : page.route,
    title: highlight(page.title, isMatch),
    section: highlight(heading, isMatch),
    crumbs: page.crumbs,
    snippet: snippet(shown, isMatch),
    score,
  };
}

// Text → segments with the matched words marked, so templates render <mark> without raw HTML.

export interface Segment {
  text: string;
  mark?: true;
}

// A hyphenated word ("e-mail") is one word: it is marked whole when it or one of its parts matched.
export const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

interface WordAt {
  start: number;
  end: number;
  matched: boolean;
}

function wordsOf(text: string, isMatch: (word: string) => boolean): WordAt[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, matched: isMatch(m[0]) }));
}

function segmentsOf(text: string, words: readonly WordAt[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const word of words) {
    if (!word.matched || word.start < from || word.end > to) continue;
    if (word.start > at) segments.push({ text: text.slice(at, word.start) });
    segments.push({ text: text.slice(word.start, word.end), mark: true });
    at = word.end;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  return segments;
}

/** The whole text, matched words marked. */
export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  return segmentsOf(text, wordsOf(text, isMatch), 0, text.length);
}

/** Context shown before the first match, so the snippet reads as a sentence. */
const LEAD = 40;

/** About `length` characters around the densest run of matched words, cut at word edges, with "…" where cut. */
export function snippet(text: string, isMatch: (word: string) => boolean, length = 180): Segment[] {
  const words = wordsOf(text, isMatch);
  if (text.length <= length) return segmentsOf(text, words, 0, text.length);
  const matched = words.filter((w) => w.matched);
  const windowAt = (word: WordAt) => Math.max(0, word.start - LEAD);
  let bestStart = 0;
  let bestCount = 0;
  for (const candidate of matched) {
    const start = windowAt(candidate);
    const count = matched.filter((w) => w.start >= start && w.end <= start + length).length;
    if (count > bestCount) [bestStart, bestCount] = [start, count];
  }
  const from = words.find((w) => w.start >= bestStart)?.start ?? 0;
  const lastWord = words.filter((w) => w.end <= from + length).at(-1);
  const to = lastWord && lastWord.end > from ? lastWord.end : Math.min(text.length, from + length);
  const segments = segmentsOf(text, words, from, to);
  if (from > 0) segments.unshift({ text: '… ' });
  if (to < text.length) segments.push({ text: ' …' });
  return segments;
}

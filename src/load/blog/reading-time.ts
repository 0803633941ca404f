// A post's reading time as Docusaurus 3's blog estimates it (plugin-content-blog, readingTime): the
// words Intl.Segmenter finds in the post's Markdown as written, in the site's locale, at 200 a minute,
// rounded to hundredths, then up to whole minutes as its theme shows them.
const WORDS_PER_MINUTE = 200;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    } catch {
      // A locale code Intl does not take: the default one's rules.
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

export function readingMinutes(text: string, locale: string): number {
  let words = 0;
  for (const { isWordLike } of segmenterFor(locale).segment(text)) if (isWordLike) words += 1;
  return Math.ceil(Math.round((words / WORDS_PER_MINUTE) * 100) / 100);
}

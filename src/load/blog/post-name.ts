// A post's date and slug from its path in the blog folder, as Docusaurus's blog reads them:
// `2016-07-27-jest-14.md`, `2016-07-27-jest-14/index.md` and `2016/07/27/jest-14.md` are all
// dated 2016-07-27 and routed at `2016/07/27/jest-14`; an undated `notes/hello.md` at `notes/hello`.

/** A post's path in its blog's folder, from its content path (`@blog/2016-07-27-jest-14.md`, see postsPrefix). */
export function pathInBlog(contentPath: string): string {
  return contentPath.slice(contentPath.indexOf('/') + 1);
}

export interface PostName {
  /** `YYYY-MM-DD`, when the path starts its last part with a date. */
  date?: string | undefined;
  /** The post's path under the blog's route, without slashes at either end. */
  slug: string;
  /** The name without date or extension, the title of last resort. */
  text: string;
}

const DATED =
  /^(?<folder>.*)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

const two = (value: string) => value.padStart(2, '0');

export function postName(contentPath: string): PostName {
  const dated = DATED.exec(contentPath)?.groups;
  if (dated) {
    const { folder = '', year = '', month = '', day = '', text = '' } = dated;
    const date = `${year}-${two(month)}-${two(day)}`;
    // The route keeps the date as written (`2016-7-3` → `2016/7/3`).
    const slug = `${year}/${month}/${day}/${folder}${text}`.replace(/\/+$/, '');
    return { date, slug, text };
  }
  const text = contentPath.replace(/(?:\/index)?\.mdx?$/, '');
  return { slug: text, text };
}

/**
 * A front matter `date` (`2021-03-09`, `2021-03-09T10:00`, with or without a zone) as the day it
 * falls on in UTC; a date without a zone is read as UTC, as Docusaurus does. Undefined when unreadable
 * or outside the years 0000–9999.
 */
export function dayOf(written: string): string | undefined {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(written) || !/\d$/.test(written) ? written : `${written}Z`;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(written) ? `${written}T00:00:00Z` : zoned);
  if (Number.isNaN(time)) return undefined;
  // Years before 1 or after 9999 (`-271821-04-20`, `+275760-09-13`) parse, but have no YYYY-MM-DD
  // form: feeds and pages could not show them.
  const iso = new Date(time).toISOString();
  return /^\d{4}-\d{2}-\d{2}T/.test(iso) ? iso.slice(0, 10) : undefined;
}

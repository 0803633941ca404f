import { Fragment } from 'react';
import type { DocHeader } from '../src/core/model.js';
import { selectPluralForm } from '../src/core/plural-forms.js';
import type { PageContext } from './context.js';

/** A post's day, as a timestamp in seconds (its UTC midnight) for the locale's date format. */
export function postTimestamp(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/** "One min read|{minutes} min read" in the form for `minutes`, as theme-classic's useReadingTimePlural picks it. */
function readingTime(ctx: PageContext, minutes: number): string {
  return selectPluralForm(ctx.strings.locale, ctx.strings.t('blog.readingTime', { minutes }), minutes);
}

/** Under a post's title, on its page and in the lists: its date and its authors' names and titles. */
export function BlogPostMeta({ ctx, post }: { ctx: PageContext; post: DocHeader }) {
  const meta = post.source.post;
  if (!meta) return null;
  // The sentence around the names ("By {authors}"), so each name can be its own link.
  const [before = '', after = ''] = ctx.strings.t('blog.by', { authors: '\u0000' }).split('\u0000');
  return (
    <p className="blog-post-meta">
      <time dateTime={meta.date}>{ctx.strings.formatDate(postTimestamp(meta.date), 'long')}</time>
      {meta.authors.length > 0 ? (
        <>
          {' · '}
          <span className="blog-post-authors">
            {before}
            {meta.authors.map((author, i) => (
              <Fragment key={author.name}>
                {i > 0 ? ', ' : null}
                {/* An author with a page of their posts leads there, as in Docusaurus. */}
                {author.page ? (
                  <a href={`${ctx.config.base}${author.page}`}>{author.name}</a>
                ) : author.url ? (
                  <a href={author.url} rel="author noopener">
                    {author.name}
                  </a>
                ) : (
                  author.name
                )}
                {/* Docusaurus shows it under the name (Blog/Components/Author, AuthorTitle); here the line runs on. */}
                {author.title ? <small className="blog-author-title"> ({author.title})</small> : null}
              </Fragment>
            ))}
            {after}
          </span>
        </>
      ) : null}
      {meta.minutes !== undefined ? (
        <>
          {' · '}
          <span className="blog-reading-time">{readingTime(ctx, meta.minutes)}</span>
        </>
      ) : null}
    </p>
  );
}

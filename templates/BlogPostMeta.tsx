import type { DocHeader } from '../src/core/model.js';
import type { PageContext } from './context.js';

/** A post's day, as a timestamp in seconds (its UTC midnight) for the locale's date format. */
export function postTimestamp(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/** Under a post's title, on its page and in the lists: its date and its authors' names. */
export function BlogPostMeta({ ctx, post }: { ctx: PageContext; post: DocHeader }) {
  const meta = post.source.post;
  if (!meta) return null;
  const names = meta.authors.map((author) => author.name);
  return (
    <p className="blog-post-meta">
      <time dateTime={meta.date}>{ctx.strings.formatDate(postTimestamp(meta.date))}</time>
      {names.length > 0 ? (
        <>
          {' · '}
          <span className="blog-post-authors">{ctx.strings.t('blog.by', { authors: names.join(', ') })}</span>
        </>
      ) : null}
    </p>
  );
}

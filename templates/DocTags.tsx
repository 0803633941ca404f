import type { Tag } from '../src/core/model.js';
import type { PageContext } from './context.js';

/** A doc's or a post's tags, each a link to its tag page; nothing when it has none. */
export function DocTags({ ctx, tags }: { ctx: PageContext; tags: readonly Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <p className="doc-tags">
      <span>{ctx.strings.t('doc.tags')}</span>
      {tags.map((tag) => (
        <a key={tag.slug} className="tag" href={tag.route} rel="tag">
          {tag.label}
        </a>
      ))}
    </p>
  );
}

import type { Tag } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { UnlistedBanner } from './DocNotices.js';

/** A search-result description from what the page lists: "Lead: a, b, c", cut near 160 characters. */
function listDescription(lead: string, items: readonly string[]): string {
  const text = `${lead}: ${items.join(', ')}`;
  if (text.length <= 160) return text;
  const cut = text.lastIndexOf(',', 157);
  return `${text.slice(0, cut > lead.length ? cut : 157)}…`;
}

/** Every tag with its count, grouped by first letter (accents folded: "área" goes under A). */
export function TagsIndex({ ctx, tags, route }: { ctx: PageContext; tags: readonly Tag[]; route: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const letter = tag.label.normalize('NFD').charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <Layout
      ctx={ctx}
      head={{
        title: t('tags.title'),
        description: listDescription(
          t('tags.title'),
          tags.map((tag) => tag.label),
        ),
        route,
      }}
    >
      <main id="main" className="simple-page" tabIndex={-1}>
        <h1>{t('tags.title')}</h1>
        {[...groups].map(([letter, group]) => (
          <section key={letter} className="tags-group">
            <h2>{letter}</h2>
            <ul className="tags-list">
              {group.map((tag) => (
                <li key={tag.slug}>
                  <a className="tag" href={tag.route}>
                    {tag.label} <span className="tag-count">{tag.docs.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

export function TagPage({ ctx, tag, tagsRoute }: { ctx: PageContext; tag: Tag; tagsRoute: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const title =
    tag.docs.length === 1
      ? t('tags.one', { tag: tag.label })
      : t('tags.many', { count: tag.docs.length, tag: tag.label });
  return (
    <Layout
      ctx={ctx}
      head={{
        title,
        description:
          tag.description ??
          listDescription(
            title,
            tag.docs.map((doc) => doc.title),
          ),
        route: tag.route,
        // A tag of unlisted docs only, as theme-classic's DocTagDocListPage draws it (ContentVisibility/Unlisted).
        ...(tag.unlisted ? { noindex: true } : {}),
      }}
    >
      <main id="main" className="simple-page" tabIndex={-1}>
        {tag.unlisted ? <UnlistedBanner ctx={ctx} /> : null}
        <h1>{title}</h1>
        {tag.description ? <p>{tag.description}</p> : null}
        <p>
          <a href={tagsRoute}>{t('tags.viewAll')}</a>
        </p>
        <ul className="tag-docs">
          {tag.docs.map((doc) => (
            <li key={doc.id}>
              <a href={doc.route}>
                <strong>{doc.title}</strong>
              </a>
              {doc.frontMatter.description ? <p>{doc.frontMatter.description}</p> : null}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

// The blog's feeds, as Docusaurus's blog writes them by default: `<blog>/rss.xml` (RSS 2.0) and
// `<blog>/atom.xml` (Atom), the newest 20 listed posts, each with its summary as text.
import type { Config } from '../core/config.js';
import type { Blog, Doc, DocHeader, OutputFile } from '../core/model.js';
import { docDescription } from './excerpt.js';

const LIMIT = 20;

import { atomRoute, rssRoute } from '../assemble/blog.js';

export { atomRoute, rssRoute };

/**
 * Characters XML 1.0 cannot hold, even escaped: C0 controls but tab and newlines, U+FFFE, U+FFFF and
 * lone surrogates. One NUL or vertical tab in a post made the whole feed unreadable to every reader.
 */
const NOT_IN_XML =
  // Control characters but tab and line ends, U+FFFE/U+FFFF, and surrogates without their pair.
  new RegExp(
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|' +
      '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
    'g',
  );

function xml(text: string): string {
  return text
    .replace(NOT_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface FeedSite {
  title: string;
  url: string;
  locale: string;
  base: string;
  pageUrls: Config['pageUrls'];
}

/** A post's or the blog's whole address, in the site's form (config pageUrls: no post's ends in `/` otherwise). */
function feedUrl(route: string, site: FeedSite): string {
  const path = site.pageUrls === 'slash' || route === site.base ? route : route.replace(/\/$/, '');
  return new URL(encodeURI(path), site.url).href;
}

interface FeedItem {
  title: string;
  url: string;
  date: string;
  summary: string | undefined;
  authors: string[];
}

/** The feeds' items: the newest posts, with their front matter description or the start of their text. */
function itemsOf(blog: Blog, site: FeedSite, docs: ReadonlyMap<string, Doc | DocHeader>): FeedItem[] {
  return blog.posts.slice(0, LIMIT).map((post) => {
    const parsed = docs.get(post.id);
    return {
      title: post.title,
      url: feedUrl(post.route, site),
      date: post.source.post?.date ?? '',
      summary: parsed && 'sections' in parsed ? docDescription(parsed) : post.frontMatter.description,
      authors: post.source.post?.authors.map((author) => author.name) ?? [],
    };
  });
}

function rss(blog: Blog, site: FeedSite, items: FeedItem[]): string {
  const link = feedUrl(blog.route, site);
  const self = new URL(rssRoute(blog), site.url).href;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`${site.title} ${blog.title}`)}</title>`,
    `    <link>${xml(link)}</link>`,
    `    <description>${xml(blog.description)}</description>`,
    `    <language>${xml(site.locale)}</language>`,
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        '    <item>',
        `      <title>${xml(item.title)}</title>`,
        `      <link>${xml(item.url)}</link>`,
        `      <guid>${xml(item.url)}</guid>`,
        `      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        ...(item.summary ? [`      <description>${xml(item.summary)}</description>`] : []),
        '    </item>',
      ].join('\n'),
    ),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atom(blog: Blog, site: FeedSite, items: FeedItem[]): string {
  const link = feedUrl(blog.route, site);
  const self = new URL(atomRoute(blog), site.url).href;
  const updated = `${items[0]?.date ?? '1970-01-01'}T00:00:00Z`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(site.locale)}">`,
    `  <id>${xml(link)}</id>`,
    `  <title>${xml(`${site.title} ${blog.title}`)}</title>`,
    `  <subtitle>${xml(blog.description)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="alternate" href="${xml(link)}"/>`,
    `  <link rel="self" href="${xml(self)}"/>`,
    ...items.map((item) =>
      [
        '  <entry>',
        `    <title>${xml(item.title)}</title>`,
        `    <id>${xml(item.url)}</id>`,
        `    <link href="${xml(item.url)}"/>`,
        `    <updated>${item.date}T00:00:00Z</updated>`,
        ...(item.summary ? [`    <summary>${xml(item.summary)}</summary>`] : []),
        ...item.authors.map((name) => `    <author><name>${xml(name)}</name></author>`),
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}

export function blogFeeds(blog: Blog, site: FeedSite, docs: ReadonlyMap<string, Doc | DocHeader>): OutputFile[] {
  const items = itemsOf(blog, site, docs);
  const path = (route: string) => route.replace(/^\//, '');
  return [
    { path: path(rssRoute(blog)), contents: rss(blog, site, items) },
    { path: path(atomRoute(blog)), contents: atom(blog, site, items) },
  ];
}

// "Edit this page": the link a doc or post shows, from the site's or its blog's editUrl. Shared by
// check (which reports a link that could run code) and render (which never publishes one).
import type { Config } from '../core/config.js';
import type { Blog, DocHeader } from '../core/model.js';
import { refusedScheme } from '../core/unsafe-url.js';

export interface EditLink {
  url: string;
  /** The config key it comes from, for messages. */
  key: 'editUrl' | 'blog.editUrl';
  /** Made by the config's editUrl function (its result is seen only per doc). */
  fromFunction: boolean;
}

/** The prefix and the file's path from the site root, or what the site's function says; a page has none. */
export function editLinkOf(config: Config, doc: DocHeader, blog: Blog | undefined): EditLink | undefined {
  const { editUrl } = config;
  if (blog?.editUrl)
    return { url: `${blog.editUrl.replace(/\/?$/, '/')}${doc.source.path}`, key: 'blog.editUrl', fromFunction: false };
  if (doc.source.page || editUrl === undefined) return undefined;
  if (typeof editUrl === 'string')
    return { url: `${editUrl.replace(/\/?$/, '/')}${doc.source.path}`, key: 'editUrl', fromFunction: false };
  const made = editUrl({
    version: 'current',
    versionDocsDirPath: config.contentDir,
    docPath: doc.source.contentPath,
    permalink: doc.route,
    locale: config.locale,
  });
  return typeof made === 'string' && made !== '' ? { url: made, key: 'editUrl', fromFunction: true } : undefined;
}

/** The edit link as published: none when it could run code in the reader's browser (check reports it). */
export function publishedEditUrl(config: Config, doc: DocHeader, blog: Blog | undefined): string | undefined {
  const link = editLinkOf(config, doc, blog);
  return link && refusedScheme(link.url, 'link') === undefined ? link.url : undefined;
}

import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteFolders } from './images/image-files.js';
import { staticPathOf } from './static-relative.js';
import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { FileDependency, LinkRef, Position } from '../../core/model.js';
import { sha256 } from '../../core/hash-text.js';
import { hashedFilePath } from '../../core/hashed-file.js';
import type { LinkContext } from './data.js';
import { resolveContentLink } from '../../core/routes.js';
import { isExternalUrl } from '../../core/external-url.js';
import { pathInside } from '../../core/path-inside.js';
import { isPathnameLink, pathnameHref } from '../../core/pathname-protocol.js';

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf('#');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * A last segment with a dot (`x.md`, `a.png`) names a file; `configuration`, `../api/` or `..` a page: `..` is
 * the folder's URL (`/docs/sub/`), as Docusaurus's broken-link check reads a link against the page's path.
 */
export const hasExtension = (pathPart: string) => {
  const last = pathPart.slice(pathPart.lastIndexOf('/') + 1);
  return /\./.test(last) && !/^\.{1,2}$/.test(last);
};

/**
 * The page's URL as Docusaurus has it, from its route here: it ends in `/` for a folder's index doc (`/docs/guide/`),
 * not for the others (`/docs/x`); trailingSlash true or false makes it so for all.
 */
export function docusaurusUrl(route: string, context: LinkContext, trailingSlash: boolean | undefined): string {
  return (trailingSlash ?? context.urlEndsInSlash === true) ? route : route.replace(/\/$/, '');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface ResolvedUrl {
  /** The address to print in the page. */
  url: string;
  /** What the checker verifies once every doc is known; none for external addresses. */
  ref?: LinkRef;
}

/**
 * One internal URL as written in a page → the address to print (absolute from the base, so a copy
 * works from any path) and the reference the checker verifies. `file` is for URLs that name a file
 * (images, a video's source): a `.md` there is a file, not a page.
 */
export function resolveUrl(
  written: string,
  position: LinkRef['position'],
  context: LinkContext,
  kind: 'link' | 'file',
  folders?: SiteFolders,
  trailingSlash?: boolean,
): ResolvedUrl {
  if (isPathnameLink(written)) return { url: pathnameHref(written, context.base) };
  const fileExists = (link: string) => {
    const file = folders && onDisk(context.contentPath, decode(link), folders);
    return file !== undefined && existsSync(file);
  };
  if (written === '' || isExternalUrl(written)) return { url: written };
  const [pathAndQuery, rawAnchor] = splitHash(written);
  // `/docs/install?method=docker#run`, `/img/a.png?raw=true`: the query is kept in the address, not looked
  // up as part of the path (a `?` in a file's name is written `%3F`).
  const queryAt = pathAndQuery.indexOf('?');
  // A `\` in the path is a `/`, as URL parsing reads it (`..\img\a.png`; Docusaurus finds the file so).
  const pathPart = (queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt)).replaceAll('\\', '/');
  const query = queryAt < 0 ? '' : pathAndQuery.slice(queryAt);
  const anchor = rawAnchor === undefined ? undefined : decode(rawAnchor);
  const withAnchor = (route: string) => `${route}${query}${rawAnchor === undefined ? '' : `#${rawAnchor}`}`;
  const anchorPart = anchor !== undefined ? { anchor } : {};
  if (kind === 'link' && /\.mdx?$/i.test(pathPart))
    for (const target of docLinkCandidates(decode(pathPart), context, folders)) {
      const route = context.routeOf(target);
      if (route !== undefined)
        return { url: withAnchor(route), ref: { written, kind: 'doc', target, position, ...anchorPart } };
    }
  if (pathPart === '' && query === '')
    return { url: written, ref: { written, kind: 'anchor', target: context.contentPath, position, ...anchorPart } };
  if (pathPart.startsWith('/')) {
    // Like Docusaurus, `/img/x.png` means "under the base"; both spellings are accepted.
    const sitePath = pathPart.startsWith(context.base) ? pathPart.slice(context.base.length) : pathPart.slice(1);
    // trailingSlash: true ends every page's path in `/`, before its query and anchor, as Docusaurus's Link
    // writes it (applyTrailingSlash); a path to a file (`/img/a.png`) is left as it is.
    const slashed = trailingSlash === true && sitePath !== '' && !hasExtension(sitePath) ? `${sitePath}/` : sitePath;
    return {
      url: withAnchor(`${context.base}${slashed.replace(/\/\/$/, '/')}`),
      ref: { written, kind: 'site', target: decode(sitePath), position, ...anchorPart },
    };
  }
  // A link that looks like a file (`neutralino.config.json`) is a file only when there is one: otherwise it is a URL,
  // as Docusaurus's transformLinks leaves a link whose file it cannot find (a doc named `config.json.md`).
  const named = hasExtension(pathPart) && !/\.mdx?$/i.test(pathPart);
  const asUrl =
    kind === 'link' && (!hasExtension(pathPart) || (named && folders !== undefined && !fileExists(pathPart)));
  const ownRoute = asUrl ? context.routeOf(context.contentPath) : undefined;
  if (ownRoute !== undefined) {
    // `configuration#clearmocks` is a URL, not a file: the browser reads it from the page's URL, as
    // Docusaurus has it (`/docs/guide/` + `../` → `/docs/`, `/docs/x` → `/docs/configuration`).
    const pathname = new URL(pathPart, `http://site${docusaurusUrl(ownRoute, context, trailingSlash)}`).pathname;
    const fromBase = pathname.startsWith(context.base) ? pathname.slice(context.base.length) : pathname.slice(1);
    const sitePath = decode(fromBase);
    return {
      url: withAnchor(`${context.base}${sitePath.replace(/([^/])$/, '$1/')}`),
      ref: { written, kind: 'site', target: sitePath, position, ...anchorPart },
    };
  }
  const link = decode(pathPart);
  let inContent = sameFolderLink(context.contentPath, link);
  // A file on disk outside every folder helpdocs publishes (another version's docs, a second static folder).
  let elsewhere = false;
  if (inContent === undefined && folders) {
    // A link that leaves the doc's folder tree is read from the doc's place on disk, as webpack reads it.
    const file = onDisk(context.contentPath, link, folders);
    inContent = file === undefined ? undefined : contentPathOnDisk(file, folders);
    // A file of a static folder (`../../static/img/a.png`): webpack finds it there for Docusaurus; helpdocs
    // serves the static folders from the base.
    const inStatic =
      inContent === undefined && file !== undefined
        ? folders.statics.map((folder) => pathInside(folder, file)).find((inside) => inside !== undefined)
        : undefined;
    if (inStatic !== undefined)
      return {
        url: withAnchor(`${context.base}${encodeURI(inStatic)}`),
        ref: { written, kind: 'site', target: inStatic, position, ...anchorPart },
      };
    elsewhere = inContent === undefined && file !== undefined && existsSync(file);
    // A page's `.md` outside every docs folder stays a link to check, as Docusaurus leaves it (not a file to copy).
    if (elsewhere && file !== undefined && !(kind === 'link' && /\.mdx?$/i.test(pathPart))) {
      const copy = copiedFile(file, folders.root, written, position);
      if (copy) return { url: withAnchor(`${context.base}${copy.target}`), ref: copy };
    }
  }
  const resolved = inContent ?? link;
  // A file of content/ in a doc set whose files are published by their bytes (an older version's `img/a.png`).
  const ownFile = inContent;
  if (folders?.contentByBytes && ownFile !== undefined && !PREFIX.test(ownFile) && !/\.mdx?$/i.test(pathPart)) {
    // The locale's translated copy first, as the translated doc names it from its own folder.
    const file = [...(folders.translated ?? []), folders.content]
      .map((folder) => path.join(folder, ownFile))
      .find((candidate) => existsSync(candidate));
    const copy = file === undefined ? undefined : copiedFile(file, folders.root, written, position);
    if (copy) return { url: withAnchor(`${context.base}${copy.target}`), ref: copy };
  }
  if (/\.mdx?$/i.test(pathPart) && kind === 'link') {
    const route = context.routeOf(resolved);
    return {
      url: route ? withAnchor(route) : written,
      ref: { written, kind: 'doc', target: resolved, position, ...anchorPart },
    };
  }
  // A file's anchor stays (`spec.pdf#page=2`), as Docusaurus appends it to the file's URL.
  const url = withAnchor(`${context.base}${encodeURI(resolved)}`);
  return {
    url,
    ref: { written, kind: 'asset', target: resolved, position, ...(elsewhere ? { elsewhere: true } : {}) },
  };
}

const PREFIX = /^@[^/]+\//;

/** A link to a file of the site published under `assets/files/` by its bytes (hashedFilePath), if it may be. */
function copiedFile(file: string, root: string, written: string, position: Position): LinkRef | undefined {
  const copiedFrom = publishableSiteFile(file, root);
  if (!copiedFrom) return undefined;
  return { written, kind: 'asset', target: hashedFilePath(file, copiedFrom.hash), position, copiedFrom };
}

/**
 * A file of the site's folder with its bytes' hash: none outside the site's folder (a link may not publish
 * `../../../.ssh/id_rsa`), in a hidden folder or in node_modules.
 */
function publishableSiteFile(file: string, root: string): FileDependency | undefined {
  let real: string;
  try {
    real = realpathSync(file);
    if (!statSync(real).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const inSite = pathInside(realpathSync(root), real);
  if (inSite === undefined || inSite.split('/').some((part) => part.startsWith('.') || part === 'node_modules'))
    return undefined;
  return { path: inSite, hash: sha256(readFileSync(real)) };
}

/** The link read from the doc's folder, while it stays in the doc's own folder tree (content/ or its blog's). */
function sameFolderLink(fromContentPath: string, link: string): string | undefined {
  const resolved = resolveContentLink(fromContentPath, link);
  const prefix = PREFIX.exec(fromContentPath)?.[0];
  return resolved !== undefined && (prefix === undefined || resolved.startsWith(prefix)) ? resolved : undefined;
}

/**
 * Where a relative link from a doc leads on disk (a post's `../../docs/img/a.png`), from the doc's own
 * folder: content/ or its blog's.
 */
function onDisk(fromContentPath: string, link: string, folders: SiteFolders): string | undefined {
  if (link.startsWith('/')) return undefined;
  const prefix = PREFIX.exec(fromContentPath)?.[0];
  const ownFolder = prefix === undefined ? folders.content : folders.prefixed?.[prefix];
  if (ownFolder === undefined) return undefined;
  const fromDir = path.join(ownFolder, path.posix.dirname(fromContentPath.slice(prefix?.length ?? 0)));
  return path.resolve(fromDir, link);
}

/** A file's path under content/ (`guide/a.png`) or a blog's folder (`@blog/2026/a.png`); undefined elsewhere. */
function contentPathOnDisk(absolute: string, folders: SiteFolders): string | undefined {
  const places: Array<[string, string]> = [
    ['', folders.content],
    // A translated doc's path, as Docusaurus also finds a link in its localized content folder.
    ...(folders.translated ?? []).map((folder): [string, string] => ['', folder]),
    ...Object.entries(folders.prefixed ?? {}),
  ];
  for (const [name, folder] of places) {
    const inside = pathInside(folder, absolute);
    if (inside !== undefined) return `${name}${inside}`;
  }
  return undefined;
}

/**
 * Where a link to a `.md` file may lead, in Docusaurus's order: from the docs' root and from the site's
 * folder (`guides/setup.md`, `/docs/setup.md`), unless it starts with `./` or `../`; then from the
 * linking doc's folder, unless it starts with `/`. The first that is a doc wins.
 */
function docLinkCandidates(link: string, context: LinkContext, folders: SiteFolders | undefined): string[] {
  const candidates: string[] = [];
  if (!/^\.\.?\//.test(link)) {
    candidates.push(path.posix.normalize(link.replace(/^\/+/, '')));
    // From the site's folder: a doc, or a post (`/blog/2026/a/index.mdx`) in a blog's folder.
    const fromSite = folders && contentPathOnDisk(path.join(folders.root, link), folders);
    if (fromSite !== undefined) candidates.push(fromSite);
  }
  if (!link.startsWith('/')) {
    const fromDoc = resolveContentLink(context.contentPath, link);
    if (fromDoc !== undefined) candidates.push(fromDoc);
  }
  return candidates;
}

/**
 * Records every internal link with its position and rewrites relative `.md` links and assets to
 * absolute routes. Directives that name files (`::video`) have recorded theirs already.
 */
export function remarkDocLinks(
  options: { folders?: SiteFolders | undefined; trailingSlash?: boolean | undefined } = {},
) {
  return (tree: Root, file: VFile) => {
    const context = file.data.linkContext;
    if (!context) throw new Error('remarkDocLinks needs file.data.linkContext');
    const links: LinkRef[] = (file.data.links ??= []);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const target = node as Link | Definition | Image;
      const position = { line: target.position?.start.line ?? 1, column: target.position?.start.column ?? 1 };
      const written = staticPathOf(target.url, file.path, options.folders) ?? target.url;
      const kind = node.type === 'image' ? 'file' : 'link';
      const { url, ref } = resolveUrl(written, position, context, kind, options.folders, options.trailingSlash);
      target.url = url;
      if (ref && kind === 'link' && (ref.kind === 'asset' || ref.kind === 'site')) ref.fromLink = true;
      if (ref) links.push(ref);
      // The copy's name comes from the file's bytes: a kept parse holds only while they are the same.
      const copied = ref?.copiedFrom;
      // remarkImageFiles has recorded an image's file already.
      if (copied && !file.data.files?.some((read) => read.path === copied.path)) (file.data.files ??= []).push(copied);
    });
  };
}

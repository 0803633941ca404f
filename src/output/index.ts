/**
 * Stage output: the client bundle (esbuild, made once at install time), then, once the pages are
 * rendered, every file that is not a page — assets, copied static and content files, the search
 * files, hosting files (_redirects, _headers, nginx, sitemap, robots) with the CSP — and the atomic
 * write that replaces out/ only when the build succeeds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMergedStaticFile } from './hosting/site-own-files.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { BuildFile, OutputFile, Site, SiteFrame } from '../core/model.js';
import { docsBase, tagsRoute } from '../core/routes.js';
import type { InlineCode } from '../render/index.js';
import { bundleAssets, type BundledAssets } from './bundle.js';
import { contentSecurityPolicy, securityHeaders } from './csp.js';
import { hostingFiles } from './hosting/index.js';
import { present } from '../core/present.js';
import { sanitizedSvgFile } from './svg-file.js';
import type { SanitizedSvgs } from '../cache/index.js';

export { writeAtomically } from './write.js';
export { checkOutFolder } from './out-guard.js';
export { searchPageAssets, type BundledAssets } from './bundle.js';

export function bundle(base: string, memo?: BuildMemo): Promise<BundledAssets> {
  return remember(
    memo,
    'assets',
    () => base,
    () => bundleAssets(base),
  );
}

export interface LocaleFilesInput {
  site: Site;
  /** Every HTML page that is not a doc's (404, search, tags, redirect stubs). */
  otherPages: Iterable<BuildFile>;
  contentAssets: ReadonlySet<string>;
  /** The folder (from the site root) a content file is read from. */
  sourcePathOf: (file: string) => string;
  search: Promise<BuildFile[]>;
  /** SVGs sanitized by earlier builds on this machine (the cache folder's, signed). */
  svgs?: SanitizedSvgs | undefined;
}

/** Every file of one locale besides its doc pages, in the order they are written; returns its not-found page. */
export async function* localeFiles(input: LocaleFilesInput): AsyncGenerator<BuildFile, OutputFile | undefined> {
  const { site } = input;
  const notFoundPath = `${site.config.base.slice(1)}404.html`;
  let notFound: OutputFile | undefined;
  for (const file of input.otherPages) {
    if (file.path === notFoundPath && 'contents' in file) notFound = file;
    yield file;
  }
  yield* await copiedFiles(site, input.contentAssets, input.sourcePathOf, input.svgs);
  yield* await input.search;
  return notFound;
}

export interface HostedLocale {
  site: SiteFrame;
  notFound: OutputFile | undefined;
  /** Content paths of pages that show another locale's text: left out of the sitemap. */
  fallbacks: ReadonlySet<string>;
  /** Routes of the site's React pages drawn for this locale: in the sitemap, as Docusaurus lists them. */
  pages?: readonly string[];
}

/**
 * One set of hosting files for the whole site, whatever its locales (the default one first): their
 * headers allow every locale's inline code.
 */
export function siteHostingFiles(locales: readonly HostedLocale[], inline: readonly InlineCode[]): OutputFile[] {
  const merged: InlineCode = {
    scripts: inline.flatMap((code) => code.scripts),
    styles: inline.flatMap((code) => code.styles),
  };
  const httpHeaders = securityHeaders(contentSecurityPolicy(merged, present(locales[0], 'locale').site.config));
  return hostingFiles(
    locales.map(({ site, notFound, fallbacks, pages }) => ({
      site,
      notFound,
      tagsRoute: tagsRoute(docsBase(site.config)),
      fallbacks,
      pages,
    })),
    httpHeaders,
  );
}

/** Static files and images referenced from content keep their paths under the (locale's) base. */
async function copiedFiles(
  { root, config, staticFiles, staticFolderOf }: Site,
  contentAssets: ReadonlySet<string>,
  sourcePathOf: (file: string) => string,
  svgs: SanitizedSvgs | undefined,
): Promise<OutputFile[]> {
  const base = config.base.replace(/^\//, '');
  const read = (dir: string, file: string) => readFile(path.join(root, dir, file));
  return Promise.all([
    // The site's own _redirects, _headers and robots.txt are merged into helpdocs's (output/hosting/).
    ...[...staticFiles]
      .filter((file) => !isMergedStaticFile(config.base, file))
      .map(async (file) => ({
        path: `${base}${file}`,
        contents: await read(staticFolderOf?.get(file) ?? config.staticDir, file),
      })),
    ...[...contentAssets].map(async (file) => {
      const contents = await readFile(path.join(root, sourcePathOf(file)));
      // static/ is trusted and copied as it is; an SVG of content/ could run a script on the site's origin.
      return {
        path: `${base}${file}`,
        contents: /\.svg$/i.test(file) ? Buffer.from(await publishedSvg(contents.toString('utf8'), svgs)) : contents,
      };
    }),
  ]);
}

/**
 * An SVG as published: sanitized, or as this machine sanitized the same text before (~6 ms each, and parse5's load,
 * saved).
 */
async function publishedSvg(source: string, svgs: SanitizedSvgs | undefined): Promise<string> {
  const kept = svgs?.read(source);
  if (kept !== undefined) return kept;
  const sanitized = await sanitizedSvgFile(source);
  svgs?.write(source, sanitized);
  return sanitized;
}

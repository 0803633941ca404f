/**
 * Stage output: the client bundle (esbuild, made once at install time), then, once the pages are
 * rendered, every file that is not a page — assets, copied static and content files, the search
 * files, hosting files (_redirects, _headers, nginx, sitemap, robots) with the CSP — and the atomic
 * write that replaces out/ only when the build succeeds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { OutputFile, Site } from '../core/model.js';
import { tagsRoute } from '../core/routes.js';
import type { InlineCode } from '../render/index.js';
import { bundleAssets, type BundledAssets } from './bundle.js';
import { contentSecurityPolicy, securityHeaders } from './csp.js';
import { hostingFiles } from './hosting/index.js';

export { writeAtomically } from './write.js';
export { checkOutFolder } from './out-guard.js';
export type { BundledAssets } from './bundle.js';

export function bundle(base: string, memo?: BuildMemo): Promise<BundledAssets> {
  return remember(memo, 'assets', () => base, () => bundleAssets(base));
}

export interface SiteFilesInput {
  site: Site;
  /** Every HTML page that is not a doc's (404, search, tags, redirect stubs). */
  otherPages: Iterable<OutputFile>;
  assets: BundledAssets;
  contentAssets: ReadonlySet<string>;
  search: Promise<OutputFile[]>;
  inlineCode: InlineCode;
}

/** Every file of out/ besides the doc pages, in the order they are written. */
export async function* siteFiles(input: SiteFilesInput): AsyncGenerator<OutputFile> {
  const { site, assets } = input;
  const { config } = site;
  const httpHeaders = securityHeaders(contentSecurityPolicy(input.inlineCode, config.analytics));
  const notFoundPath = `${config.base.slice(1)}404.html`;
  let notFound: OutputFile | undefined;
  for (const file of input.otherPages) {
    if (file.path === notFoundPath) notFound = file;
    yield file;
  }
  yield* assets.files;
  yield* await copiedFiles(site, input.contentAssets);
  yield* await input.search;
  yield* hostingFiles(site, notFound ? [notFound] : [], tagsRoute(config.base), httpHeaders);
}

/** Static files and images referenced from content keep their paths under the base. */
async function copiedFiles({ root, config, staticFiles }: Site, contentAssets: ReadonlySet<string>): Promise<OutputFile[]> {
  const base = config.base.replace(/^\//, '');
  const read = (dir: string, file: string) => readFile(path.join(root, dir, file));
  return Promise.all([
    ...[...staticFiles].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.staticDir, file) })),
    ...[...contentAssets].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.contentDir, file) })),
  ]);
}

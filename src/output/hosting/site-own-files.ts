// A site's own `_redirects`, `_headers` and `robots.txt` in static/ (Docusaurus copies them as they are),
// which land where helpdocs writes its own at base `/`: kept, not overwritten. The site's redirects come
// first (a host applies the first rule that matches), its headers after helpdocs's, its robots.txt whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteFrame } from '../../core/model.js';
import { HEADERS_FILE_NAME, REDIRECTS_FILE_NAME } from './rules.js';

export const ROBOTS_FILE_NAME = 'robots.txt';

/** The static files helpdocs writes its own version of, merged with the site's. */
export const MERGED_STATIC_FILES: ReadonlySet<string> = new Set([
  REDIRECTS_FILE_NAME,
  HEADERS_FILE_NAME,
  ROBOTS_FILE_NAME,
]);

export interface SiteOwnFiles {
  redirects?: string;
  headers?: string;
  robots?: string;
}

/** Whether a static file of the site is one helpdocs merges into its own (only at base `/` do they meet). */
export const isMergedStaticFile = (base: string, file: string) => base === '/' && MERGED_STATIC_FILES.has(file);

export function siteOwnFiles(
  site: Pick<SiteFrame, 'root' | 'config' | 'staticFiles' | 'staticFolderOf'>,
): SiteOwnFiles {
  const read = (name: string) =>
    isMergedStaticFile(site.config.base, name) && site.staticFiles.has(name)
      ? readFileSync(path.join(site.root, site.staticFolderOf?.get(name) ?? site.config.staticDir, name), 'utf8')
      : undefined;
  const [redirects, headers, robots] = [REDIRECTS_FILE_NAME, HEADERS_FILE_NAME, ROBOTS_FILE_NAME].map(read);
  return {
    ...(redirects !== undefined ? { redirects } : {}),
    ...(headers !== undefined ? { headers } : {}),
    ...(robots !== undefined ? { robots } : {}),
  };
}

/** The site's own lines, then helpdocs's (or the other way round), as one file. */
export const joined = (first: string, second: string) => `${first.replace(/\s*$/, '')}\n\n${second}`;

import { HEADERS_FILE_NAME, parseRedirectsFile, REDIRECTS_FILE_NAME } from '../output/hosting/index.js';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../output/hosting/headers-file.js';
import type { ServedSite } from './handler.js';
import type { PageFiles } from '../core/routes.js';
import type { SiteFiles } from './site-files.js';

/** A file of the site read back and parsed, again whenever it changes (a `helpdocs build` while `serve` runs). */
function hostFile<T>(files: SiteFiles, path: string, parse: (text: string) => T, empty: T) {
  let known: { etag: string; value: T } | undefined;
  return {
    async refresh(): Promise<void> {
      const file = await files.read(path);
      if (!file) known = undefined;
      else if (file.etag !== known?.etag) known = { etag: file.etag, value: parse(file.body.toString('utf8')) };
    },
    get value(): T {
      return known?.value ?? empty;
    },
  };
}

/**
 * A site's files plus its routing table. Redirects and response headers come from the site's own
 * `_redirects` and `_headers`, as on a host, so a preview sends what production sends (the
 * Content-Security-Policy among them).
 */
export async function servedSite(files: SiteFiles, base: string, pageFiles: PageFiles): Promise<ServedSite> {
  const redirects = hostFile(files, `/${REDIRECTS_FILE_NAME}`, parseRedirectsFile, new Map<string, string>());
  const headers = hostFile<HeaderRule[]>(files, `/${HEADERS_FILE_NAME}`, parseHeadersFile, []);
  const refresh = async () => {
    await Promise.all([redirects.refresh(), headers.refresh()]);
  };
  await refresh();
  return {
    files,
    refresh,
    headersFor: (path) => headersForPath(headers.value, path),
    table: {
      base,
      pageFiles,
      redirectOf: (path) => redirects.value.get(path),
      isFile: files.isFile,
      isDir: files.isDir,
    },
  };
}

import { parseRedirectsFile, REDIRECTS_FILE_NAME } from '../hosting/index.js';
import type { ServedSite } from './handler.js';
import type { SiteFiles } from './site-files.js';

/**
 * A site's files plus its routing table. Redirects come from the site's own `_redirects`, as on a
 * host, read again whenever that file changes (a `helpdocs build` while `serve` runs).
 */
export async function servedSite(files: SiteFiles, base: string): Promise<ServedSite> {
  let known: { etag: string; rules: Map<string, string> } | undefined;
  const refresh = async () => {
    const file = await files.read(`/${REDIRECTS_FILE_NAME}`);
    if (!file) known = undefined;
    else if (file.etag !== known?.etag) known = { etag: file.etag, rules: parseRedirectsFile(file.body.toString('utf8')) };
  };
  await refresh();
  return {
    files,
    refresh,
    table: { base, redirectOf: (path) => known?.rules.get(path), isFile: files.isFile, isDir: files.isDir },
  };
}

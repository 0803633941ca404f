import { realpathSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { etagOf, type ServedFile, type SiteFiles } from './site-files.js';

/**
 * `helpdocs serve` without --watch: the files of `out/` as they are on disk. Every path is
 * resolved through symlinks and must still lie inside the folder, so a link leading out serves
 * nothing (nginx would follow it; a preview server has no reason to).
 */
export function diskFiles(outDir: string): SiteFiles {
  const root = realpathSync(outDir);
  const etags = new Map<string, { stamp: string; etag: string }>();

  /** The real path inside the folder, or undefined for anything missing or leading out. */
  function resolveInside(sitePath: string): string | undefined {
    const joined = path.join(root, ...sitePath.split('/'));
    let real: string;
    try {
      real = realpathSync(joined);
    } catch {
      return undefined;
    }
    return real === root || real.startsWith(root + path.sep) ? real : undefined;
  }

  function stat(sitePath: string): { real: string; stats: Stats } | undefined {
    const real = resolveInside(sitePath);
    if (real === undefined) return undefined;
    try {
      return { real, stats: statSync(real) };
    } catch {
      return undefined;
    }
  }

  return {
    isFile: (sitePath) => stat(sitePath)?.stats.isFile() ?? false,
    isDir: (sitePath) => stat(sitePath)?.stats.isDirectory() ?? false,
    async read(sitePath): Promise<ServedFile | undefined> {
      const found = stat(sitePath);
      if (!found?.stats.isFile()) return undefined;
      const body = await readFile(found.real);
      const stamp = `${found.stats.mtimeMs}:${body.length}`;
      const known = etags.get(found.real);
      if (known?.stamp === stamp) return { body, etag: known.etag };
      const etag = etagOf(body);
      etags.set(found.real, { stamp, etag });
      return { body, etag };
    },
  };
}

import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { OUT_MARKER_NAME, NGINX_FILE_NAME } from './hosting/rules.js';
import { checkNotLocked } from './out-lock.js';
import { isInside } from '../core/path-inside.js';

export interface OutGuardOptions {
  /** The site folder. */
  root: string;
  /** The resolved output folder. */
  outDir: string;
  /** Every source of the site (content/, static/, config, JSON sources), existing or not. */
  sources: readonly string[];
  /** Allows replacing a non-empty folder without the marker; never a source, the root or above it. */
  force?: boolean;
}

/** The real path, resolving symlinks of the part that exists (the rest may not exist yet). */
export function realPath(target: string): string {
  const resolved = path.resolve(target);
  let existing = resolved;
  const rest: string[] = [];
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
  try {
    return path.join(realpathSync(existing), ...rest);
  } catch {
    return resolved;
  }
}

/**
 * Earlier versions wrote no marker; their output always held the nginx snippet at its top, so a
 * folder with it is taken as helpdocs's own output.
 */
function writtenByHelpdocs(outDir: string): boolean {
  return existsSync(path.join(outDir, OUT_MARKER_NAME)) || existsSync(path.join(outDir, NGINX_FILE_NAME));
}

/**
 * Refuses an output folder whose replacement would destroy the user's work: the folder is replaced
 * as a whole on every build, so it must be helpdocs's own (or empty, or new) and hold no source.
 */
export function checkOutFolder({ root, outDir, sources, force = false }: OutGuardOptions): void {
  const out = realPath(outDir);
  const realRoot = realPath(root);
  const shown = path.relative(process.cwd(), path.resolve(outDir)) || '.';
  const refuse = (why: string, what: string) => {
    throw new UsageError(
      `helpdocs: refusing to write to the output folder ${shown}: ${why}; it is replaced as a whole on every ` +
        `build. ${what}`,
    );
  };
  const elsewhere = 'Choose another folder with --out (or outDir in the config), e.g. "out".';
  if (out === path.parse(out).root) refuse('it is the file system root', elsewhere);
  if (out === realPath(homedir())) refuse('it is your home folder', elsewhere);
  if (isInside(realRoot, out))
    refuse(out === realRoot ? 'it is the site folder itself' : 'it holds the site folder', elsewhere);
  for (const source of sources) {
    const real = realPath(source);
    const named = path.relative(realRoot, real) || '.';
    if (isInside(out, real))
      refuse(out === real ? `it is the site's ${named}` : `it lies inside the site's ${named}`, elsewhere);
    if (isInside(real, out)) refuse(`it holds the site's ${named}`, elsewhere);
  }
  checkNotLocked(path.resolve(outDir));
  if (!existsSync(out)) return;
  if (!lstatSync(out).isDirectory())
    refuse('it is a file, not a folder', 'Remove or rename the file, or choose another folder with --out.');
  if (force || readdirSync(out).length === 0 || writtenByHelpdocs(out)) return;
  refuse(
    `it is not empty and was not written by helpdocs (no ${OUT_MARKER_NAME} file in it)`,
    `${elsewhere} If everything in it may be deleted, empty it or run again with --force.`,
  );
}

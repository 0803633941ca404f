import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildFile, HeldOutput } from '../core/model.js';
import { recoverLeftovers, temporaryFolders } from './leftovers.js';
import { acquireOutLock } from './out-lock.js';
import { isMountPoint, swapContents, swapFolders, type Rename } from './swap.js';
import { applyStaged, contentHash } from './update-in-place.js';

export interface WriteOptions {
  /** Tests inject a failing rename (EBUSY as on a mount point) or a mount-point answer. */
  rename?: Rename;
  isMountPoint?: (dir: string) => boolean;
  /**
   * What `outDir` holds (path → SHA-256 of its contents), if it is known exactly: asked under the
   * lock. Then only the files that differ are written (staged, and renamed into place once the whole
   * build succeeded) and those no longer made are removed; otherwise the whole folder is swapped.
   */
  previous?: () => Promise<HeldOutput | undefined>;
  /** Filled with every file written (path → SHA-256 of its contents), for the next build's `previous`. */
  hashes?: Map<string, string>;
  /** Filled with the key of every keyed file, for the next build's `previous`. */
  keys?: Map<string, string>;
  /** Filled, when `previous` held, with the files written anew in place and those removed. */
  updated?: { written: string[]; removed: string[] };
  /**
   * With `previous`: the files given are those of out/ this write owns, and any other file out/ holds stays as it is
   * (a one-doc rebuild makes its page and search files alone). `hashes` and `keys` then hold the files given.
   */
  owned?: (file: string) => boolean;
  /** The release of the folder's lock when the caller took it already (out-lock.ts); released here all the same. */
  lock?: () => void;
}

/** What writeTree skips and records: a file equal to `previous`'s is not written again. */
interface Tracking {
  previous: HeldOutput | undefined;
  hashes: Map<string, string> | undefined;
  keys: Map<string, string> | undefined;
  changed: string[];
}

/** Writes the files into `folder`, refusing any path that would land outside it. */
async function writeTree(
  folder: string,
  files: Iterable<BuildFile> | AsyncIterable<BuildFile>,
  tracking?: Tracking,
): Promise<number> {
  const folders = new Set<string>();
  let count = 0;
  for await (const file of files) {
    let contents: string | Uint8Array;
    if ('key' in file) {
      tracking?.keys?.set(file.path, file.key);
      const held = tracking?.previous?.hashes.get(file.path);
      // out/ holds the file this key made: neither made nor written again.
      if (held !== undefined && tracking?.previous?.keys.get(file.path) === file.key) {
        tracking.hashes?.set(file.path, held);
        count++;
        continue;
      }
      contents = file.make();
    } else contents = file.contents;
    if (tracking?.hashes) {
      const hash = contentHash(contents);
      tracking.hashes.set(file.path, hash);
      if (tracking.previous?.hashes.get(file.path) === hash) {
        count++;
        continue;
      }
      tracking.changed.push(file.path);
    }
    const target = path.join(folder, file.path);
    // Defence in depth: slugs and redirects are checked where they are written, but no path
    // produced by any stage may land outside the output folder.
    if (!target.startsWith(folder + path.sep))
      throw new Error(`refusing to write "${file.path}": it leads outside the output folder`);
    const parent = path.dirname(target);
    if (!folders.has(parent)) {
      mkdirSync(parent, { recursive: true });
      folders.add(parent);
    }
    writeFileSync(target, contents);
    count++;
  }
  return count;
}

/**
 * SIGINT/SIGTERM while writing: the temporary folder goes, a half-done swap is undone, the lock is
 * released, and the signal is raised again so the process ends as it would have.
 */
function cleanUpOnSignals(cleanUp: () => void): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const handler = (signal: NodeJS.Signals) => {
    stop();
    cleanUp();
    process.kill(process.pid, signal);
  };
  const stop = () => {
    for (const signal of signals) process.off(signal, handler);
  };
  for (const signal of signals) process.on(signal, handler);
  return stop;
}

/**
 * Writes every file into a temporary folder beside `outDir`, then swaps it in. A build that fails
 * never reaches this point, and a write that fails leaves the previous `outDir` as it was.
 * Files may arrive as a stream, so a large site is never held in memory as a whole. Each file is
 * written synchronously: thousands of small files go faster without a promise and a thread-pool
 * round trip for every open, write and close (serve builds in memory and never comes here).
 * One build writes a folder at a time (out-lock.ts); leftovers of killed builds are cleaned first
 * (leftovers.ts). An `outDir` that is a mount point is written inside itself and swapped entry by
 * entry (swap.ts).
 */
export async function writeAtomically(
  outDir: string,
  files: Iterable<BuildFile> | AsyncIterable<BuildFile>,
  options: WriteOptions = {},
): Promise<number> {
  const out = path.resolve(outDir);
  // `--out build/site` with no build/ yet: the lock and the temporary folder live beside out/.
  mkdirSync(path.dirname(out), { recursive: true });
  const release = options.lock ?? acquireOutLock(out);
  let phase: 'writing' | 'swapping' | 'done' = 'writing';
  let stopWatchingSignals = () => {};
  try {
    await recoverLeftovers(out);
    const held = existsSync(out) ? await options.previous?.() : undefined;
    if (held)
      return await updateInPlace(
        out,
        files,
        held,
        { previous: held, hashes: options.hashes ?? new Map(), keys: options.keys, changed: [] },
        release,
        options,
      );
    // Only some files of out/ given: without out/ as it was, the others would be lost.
    if (options.owned) throw new Error(`${out} is not as the last build left it: its files are not all given`);
    const inPlace = existsSync(out) && (options.isMountPoint ?? isMountPoint)(out);
    const { fresh, previous } = temporaryFolders(out, inPlace);
    stopWatchingSignals = cleanUpOnSignals(() => {
      // Between the two renames the old output is put back; during an entry-by-entry swap the
      // folder is left for the next build, which replaces it.
      if (phase === 'swapping' && !inPlace && !existsSync(out) && existsSync(previous)) renameSync(previous, out);
      if (phase !== 'swapping' || !inPlace) rmSync(fresh, { recursive: true, force: true });
      release();
    });
    await rm(fresh, { recursive: true, force: true });
    try {
      const count = await writeTree(
        fresh,
        files,
        options.hashes && { previous: undefined, hashes: options.hashes, keys: options.keys, changed: [] },
      );
      phase = 'swapping';
      await rm(previous, { recursive: true, force: true });
      if (inPlace) await swapContents(out, fresh, previous, options.rename);
      else await swapFolders(out, fresh, previous, options.rename);
      phase = 'done';
      await rm(previous, { recursive: true, force: true });
      // The contents swap (a folder that could not be renamed) puts the old entries inside it.
      await rm(path.join(out, path.basename(previous)), { recursive: true, force: true });
      return count;
    } catch (error) {
      await rm(fresh, { recursive: true, force: true });
      throw error;
    }
  } finally {
    stopWatchingSignals();
    release();
  }
}

/**
 * `out` holds exactly `held`: the files that differ are staged inside it (the same file system, so
 * a rename moves them), and moved into place only once every file was made; a build that fails
 * leaves `out` as it was. Killed while moving, `out` holds some new files: it then no longer matches
 * what the next build expects, and that build replaces it as a whole.
 */
async function updateInPlace(
  out: string,
  files: Iterable<BuildFile> | AsyncIterable<BuildFile>,
  held: HeldOutput,
  tracking: Tracking & { hashes: Map<string, string> },
  release: () => void,
  { updated, owned }: Pick<WriteOptions, 'updated' | 'owned'>,
): Promise<number> {
  const { fresh } = temporaryFolders(out, true);
  // The lock goes too: a build ended by a signal leaves nothing beside out/ for the next one to clear.
  const stopWatchingSignals = cleanUpOnSignals(() => {
    rmSync(fresh, { recursive: true, force: true });
    release();
  });
  try {
    await rm(fresh, { recursive: true, force: true });
    const count = await writeTree(fresh, files, tracking);
    const removed = applyStaged(out, fresh, tracking.changed, held.hashes, tracking.hashes, owned);
    updated?.written.push(...tracking.changed);
    updated?.removed.push(...removed);
    return count;
  } finally {
    stopWatchingSignals();
    await rm(fresh, { recursive: true, force: true });
  }
}

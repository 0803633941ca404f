// The cache folder kept from growing without end. Every edit of a doc leaves its last parse behind, and every
// upgrade of helpdocs or change of the config leaves a whole generation of entries no build will read again:
// the benchmark's 5,000-page folder held 1.9 GB after a few weeks of builds by changing versions. Once a day at
// most, a build that ends removes the entries it did not use and no build has used for SWEEP_AFTER_MS, and the
// temporary files of writes cut short.
import { lstatSync, readdirSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An entry no build has written or read for this long is removed (a branch left for two weeks parses again). */
export const SWEEP_AFTER_MS = 14 * DAY_MS;
/** The marker's modification time is the last sweep's. */
export const SWEEP_MARKER = '.swept';

/** Only files helpdocs names: an entry (64 hex digits) and a write's temporary file (disk.ts #put). */
const ENTRY = /^([0-9a-f]{64})\.json$/;
const TEMPORARY = /^[0-9a-f]{64}\.json\.\d+\.[0-9a-f]{8}\.tmp$/;

export interface SweptEntries {
  removed: number;
  bytes: number;
}

/**
 * Removes from `folder` the entries not in `used` last written or read (access time, where the system keeps it)
 * more than SWEEP_AFTER_MS ago, and temporary files older than a day; undefined when no sweep was due. A folder
 * without a marker is new or from an older helpdocs: it is marked, and swept a day later.
 */
export function sweepEntries(
  folder: string,
  used: ReadonlySet<string>,
  notes: string[],
  now = Date.now(),
): SweptEntries | undefined {
  // No folder: this build wrote no entry, and there is nothing to sweep.
  if (!lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const marker = path.join(folder, SWEEP_MARKER);
  const last = lstatSync(marker, { throwIfNoEntry: false })?.mtimeMs;
  if (last !== undefined && now - last < DAY_MS) return undefined;
  let names: string[];
  try {
    writeFileSync(marker, '');
    utimesSync(marker, now / 1000, now / 1000);
    if (last === undefined) return undefined;
    names = readdirSync(folder);
  } catch (error) {
    notes.push(`cache: cannot sweep ${folder}: ${(error as Error).message}`);
    return undefined;
  }
  const swept: SweptEntries = { removed: 0, bytes: 0 };
  for (const name of names) {
    const key = ENTRY.exec(name)?.[1];
    const temporary = key === undefined && TEMPORARY.test(name);
    if ((key === undefined || used.has(key)) && !temporary) continue;
    const file = path.join(folder, name);
    try {
      const info = lstatSync(file);
      const lastUse = Math.max(info.mtimeMs, info.atimeMs);
      if (!info.isFile() || now - lastUse <= (temporary ? DAY_MS : SWEEP_AFTER_MS)) continue;
      unlinkSync(file);
      swept.removed++;
      swept.bytes += info.size;
    } catch (error) {
      // Gone meanwhile (another build's sweep), or not ours to remove: left, with a note.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        notes.push(`cache: cannot remove ${file}: ${(error as Error).message}`);
    }
  }
  if (swept.removed > 0) {
    const megabytes = (swept.bytes / 1024 / 1024).toFixed(1);
    const days = SWEEP_AFTER_MS / DAY_MS;
    notes.push(`cache: removed ${swept.removed} entries (${megabytes} MB) unused for ${days} days from ${folder}`);
  }
  return swept;
}

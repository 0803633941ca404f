/**
 * The one-doc rebuild. After a written build, the usual edit changes one Markdown doc's text and nothing that
 * other pages show of it. Then out/ differs from the last build's in that doc's page (its HTML, inside the page the
 * last build drew) and in its doc set's search files, and a build need not load the config, the site's navigation,
 * React or the link checker to write them: this module loads the parser and the search index alone. Anything else
 * (another input changed, the doc's front matter, title, headings, links, description, a diagnostic, MDX in the
 * set, the site's own Markdown plugins, out/ touched since) is the full build's, which the CLI then runs. What it
 * writes is what the full build writes, byte for byte (test/lane/).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildStamp,
  heldOutput,
  writeStamp,
  type SeenListing,
  type StampedReport,
  type StampOptions,
} from '../cache/build-stamp.js';
import { DiskEntries } from '../cache/disk.js';
import { listFilesAside } from '../cache/list-aside.js';
import type { ListedFile } from '../cache/out-listing.js';
import { openCache } from '../cache/index.js';
import type { BuildFile } from '../core/model.js';
import { acquireOutLock } from '../output/out-lock.js';
import { writeAtomically } from '../output/write.js';
import type { LanePlan } from './plan.js';
import { type LaneChanges, type LaneRecord, writeLaneChanges } from './record.js';
import { redraw, type Redrawn } from './redraw.js';
import { LaneMiss } from './search.js';

/** The report of the stamped build once the plan's doc is written; undefined: the full build's to do. */
export async function laneBuild(plan: LanePlan, notes: string[]): Promise<StampedReport | undefined> {
  const { options, stamp, record, changed, sets, source, key } = plan;
  const parses = new DiskEntries(options.cacheDir, notes, key);
  const cache = openCache({ dir: options.cacheDir, fingerprint: options.fingerprint, root: options.root });
  const drawn: Redrawn[] = [];
  // The lock first: out/ is then listed in a worker while this thread draws the doc (writeOut checks the listing).
  const outDir = path.resolve(stamp.report.outDir);
  mkdirSync(path.dirname(outDir), { recursive: true });
  const lock = acquireOutLock(outDir);
  const listed = listFilesAside(outDir, stamp.out.length);
  try {
    for (const set of sets) {
      const one = await redraw({
        set,
        source: { ...source, contentPath: set.docs[changed.name]?.[0] ?? '' },
        frame: set.docs[changed.name]?.[1] ?? '',
        before: changed.before,
        stamp,
        parses,
        searchCaches: { words: cache.words, postings: cache.postings, patchOnly: true },
      });
      if (!one) return undefined;
      drawn.push(one);
    }
    const id = randomUUID();
    const written = await writeOut(options, stamp, drawn, notes, { lock, listed });
    for (const { entry } of drawn) parses.write(entry.key, entry.stored);
    await parses.flush();
    notes.push(...(await cache.close()));
    const groups = changed.groups.map(({ hash, entries }, i) => ({
      inputs: stamp.inputs[i]?.inputs ?? { folders: [], files: [] },
      hash,
      entries,
    }));
    const stamped = await writeStamp(
      options,
      stamp.context,
      groups,
      stamp.report,
      written.hashes,
      written.keys,
      notes,
      written.seen,
      id,
      stamp,
    );
    if (stamped) await writeLaneChanges(options, record, id, changesMade(record, changed, sets, drawn), notes);
    return stamp.report;
  } catch (error) {
    if (error instanceof LaneMiss) return undefined;
    throw error;
  } finally {
    lock();
    // Settled before the process goes on to a full build, which lists out/ itself.
    await listed;
  }
}

/**
 * Writes the doc's pages and the sets' search files into out/ under its lock, the rest kept as they are: out/ must
 * still be exactly what the stamp lists (checked under the lock), or nothing is written. Only the files it makes are
 * given to the writer, which keeps the others where they are: at 15,000 files, passing each as kept cost ~50 ms.
 */
async function writeOut(
  options: StampOptions,
  stamp: Pick<BuildStamp, 'report'>,
  drawn: readonly Redrawn[],
  notes: string[],
  locked: { lock: () => void; listed: Promise<ListedFile[] | undefined> },
) {
  const owned = (file: string) => drawn.some((one) => one.page.path === file || one.search?.owns(file));
  const files: BuildFile[] = [];
  for (const { page, search } of drawn) {
    files.push({ path: page.path, key: page.key, make: () => page.contents });
    files.push(...(search?.files ?? []));
  }
  const hashes = new Map<string, string>();
  const keys = new Map<string, string>();
  // What the write changes in place: the stamp's changes are made from it (build-stamp.ts).
  const updated: NonNullable<SeenListing['updated']> = { written: [], removed: [] };
  const seen: SeenListing = { updated };
  const outDir = stamp.report.outDir;
  await writeAtomically(outDir, files, {
    lock: locked.lock,
    previous: async () => {
      const held = await heldOutput(options, outDir, notes, seen, locked.listed)();
      if (!held) throw new LaneMiss(`${outDir} is no longer as the last build wrote it`);
      return held;
    },
    hashes,
    keys,
    updated,
    owned,
  });
  return { hashes, keys, seen };
}

/** What this rebuild changed of the record: the doc's read, and its search pages' keys. */
function changesMade(
  record: LaneRecord,
  changed: LanePlan['changed'],
  sets: LaneRecord['sets'],
  drawn: readonly Redrawn[],
): Omit<LaneChanges, 'base'> {
  const pages = sets.flatMap((set, i): LaneChanges['pages'] => {
    const moved = drawn[i]?.searchPage;
    return moved && set.search ? [[record.sets.indexOf(set), moved.page, moved.key]] : [];
  });
  return { inputs: [[changed.group, changed.name, changed.read]], pages };
}

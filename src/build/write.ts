// The write stage: pages stream to a temporary folder as they are rendered, which replaces out/ only
// if the build succeeds; with a stamp of the last build, only the files that changed are written
// (output/update-in-place.ts), and a new stamp is left for the next build.
import { heldOutput, writeStamp, type SeenListing } from '../cache/build-stamp.js';
import type { BuildFile } from '../core/model.js';
import { writeAtomically } from '../output/index.js';
import type { InputRecorder } from './inputs.js';
import { randomUUID } from 'node:crypto';
import { type LaneRecord, type LaneSet, writeLaneRecord } from '../lane/record.js';
import type { BuildResult } from './types.js';

export async function writeSite(
  outDir: string,
  files: AsyncIterable<BuildFile>,
  recorder: InputRecorder,
  result: () => Promise<BuildResult>,
  laneSets?: ReadonlyArray<LaneSet | undefined>,
): Promise<BuildResult> {
  const { stamp, context } = recorder;
  const hashes = new Map<string, string>();
  const keys = new Map<string, string>();
  const stampNotes: string[] = [];
  const seen: SeenListing = {};
  await writeAtomically(
    outDir,
    files,
    stamp ? { previous: heldOutput(stamp, outDir, stampNotes, seen), hashes, keys } : {},
  );
  const written = await result();
  const lane = stamp && laneRecordOf(recorder, laneSets);
  const stamped =
    stamp &&
    context &&
    (await writeStamp(
      stamp,
      context,
      recorder.inputs,
      { outDir, pages: written.stats.pages, redirects: written.stats.redirects, diagnostics: written.diagnostics },
      hashes,
      keys,
      stampNotes,
      seen,
      lane?.id,
    ));
  if (stamped && lane) await writeLaneRecord(stamp, lane, stampNotes);
  written.cache.notes.push(...stampNotes);
  return written;
}

/** The one-doc rebuild's record, when every input group's files and every doc set could be kept. */
function laneRecordOf(
  recorder: InputRecorder,
  sets: ReadonlyArray<LaneSet | undefined> | undefined,
): LaneRecord | undefined {
  const groups = recorder.inputs.flatMap((group) => (group.entries ? [group.entries] : []));
  const kept = sets?.flatMap((set) => (set ? [set] : [])) ?? [];
  if (groups.length < recorder.inputs.length || kept.length === 0 || kept.length < (sets?.length ?? 0))
    return undefined;
  return { id: randomUUID(), groups, sets: kept };
}

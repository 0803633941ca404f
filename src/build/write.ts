// The write stage: pages stream to a temporary folder as they are rendered, which replaces out/ only
// if the build succeeds; with a stamp of the last build, only the files that changed are written
// (output/update-in-place.ts), and a new stamp is left for the next build.
import { heldOutput, writeStamp, type SeenListing } from '../cache/build-stamp.js';
import type { BuildFile } from '../core/model.js';
import { writeAtomically } from '../output/index.js';
import type { InputRecorder } from './inputs.js';
import type { BuildResult } from './types.js';

export async function writeSite(
  outDir: string,
  files: AsyncIterable<BuildFile>,
  recorder: InputRecorder,
  result: () => Promise<BuildResult>,
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
  if (stamp && context)
    await writeStamp(
      stamp,
      context,
      recorder.inputs,
      { outDir, pages: written.stats.pages, redirects: written.stats.redirects, diagnostics: written.diagnostics },
      hashes,
      keys,
      stampNotes,
      seen,
    );
  written.cache.notes.push(...stampNotes);
  return written;
}

// Whether the one-doc rebuild (run.ts) can take this build, from what the up-to-date check read: the stamp, the
// rebuild's record, the one input that changed (a Markdown doc that a doc set rebuilds) and its text. Cheap and
// light, so the CLI loads the rebuild's code only for a build it will most likely draw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildStamp,
  currentStamp,
  type InputEntries,
  type InputHashes,
  type StampOptions,
} from '../cache/build-stamp.js';
import { machineKey } from '../cache/machine-key.js';
import type { ReadAhead } from '../cache/site-inputs.js';
import type { SourceFile } from '../core/model.js';
import { isExactUtf8 } from '../load/lazy-source.js';
import { type ChangedInput, changedInput } from './changed-input.js';
import { type LaneRecord, readLaneRecord } from './record.js';

export interface LaneInput {
  stamp: StampOptions;
  /** What the up-to-date check hashed (build-stamp.ts upToDate). */
  hashes: InputHashes;
  entries: InputEntries;
  readAhead: ReadAhead;
  notes: string[];
}

export interface LanePlan {
  options: StampOptions;
  stamp: BuildStamp;
  record: LaneRecord;
  changed: ChangedInput;
  /** The doc sets that hold the changed doc. */
  sets: LaneRecord['sets'];
  /** The changed doc's text now. */
  source: SourceFile;
  key: Buffer;
}

export async function lanePlan(input: LaneInput): Promise<LanePlan | undefined> {
  const { stamp: options, notes } = input;
  const stamp = await currentStamp(options, notes);
  const key = machineKey();
  if (!stamp?.lane || !key) return undefined;
  const record = readLaneRecord(options, stamp.lane, notes);
  if (!record) return undefined;
  const changed = await changedInput(options.root, stamp, record.groups, input);
  if (!changed?.name.endsWith('.md')) return undefined;
  const sets = record.sets.filter((set) => Object.hasOwn(set.docs, changed.name));
  const bases = record.sets.flatMap((set) => (set.search ? [set.search.base] : []));
  if (sets.length === 0 || new Set(bases).size < bases.length) return undefined;
  const source = sourceNow(options.root, changed.name, changed.after, input.readAhead);
  return source && { options, stamp, record, changed, sets, source, key };
}

/** The changed doc as a source, from the bytes the check read (exact UTF-8 only, whose hash is the bytes'). */
function sourceNow(root: string, name: string, sha1: string, readAhead: ReadAhead): SourceFile | undefined {
  const file = path.join(root, name);
  const bytes = readAhead.take(file)?.bytes ?? readFileSync(file);
  if (!isExactUtf8(bytes)) return undefined;
  return { path: name, contentPath: '', text: new TextDecoder().decode(bytes), hash: sha1 };
}

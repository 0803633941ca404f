// Which one input changed since the stamped build, if only one did: each group's files now against those the
// record kept, which must hash to the stamp's own hash of the group (the record and the stamp tell of one build).
import type { BuildStamp, InputEntries, InputHashes } from '../cache/build-stamp.js';
import { inputsKey } from '../cache/build-stamp.js';
import { hashOfEntries, hashSiteInputs, type InputEntry, type ReadAhead } from '../cache/site-inputs.js';

export interface ChangedInput {
  /** Its path from the site folder. */
  name: string;
  /** Its SHA-1 when stamped, and now. */
  before: string;
  after: string;
  /** Its group's position, and how it reads now (`size\0sha1`). */
  group: number;
  read: string;
  /** Every group's files and hash now, in the stamp's order. */
  groups: Array<{ entries: InputEntry[]; hash: string }>;
}

export async function changedInput(
  root: string,
  stamp: BuildStamp,
  kept: readonly InputEntry[][],
  hashed: { hashes: InputHashes; entries: InputEntries; readAhead: ReadAhead },
): Promise<ChangedInput | undefined> {
  if (kept.length !== stamp.inputs.length) return undefined;
  const groups: ChangedInput['groups'] = [];
  let changed: Omit<ChangedInput, 'groups'> | undefined;
  for (const [i, group] of stamp.inputs.entries()) {
    const before = kept[i];
    if (!before || hashOfEntries(before) !== group.hash) return undefined;
    const now = await entriesNow(root, group.inputs, hashed);
    if (!now || now.entries.length !== before.length) return undefined;
    for (const [j, [name, read]] of now.entries.entries()) {
      const [keptName, keptRead] = before[j] ?? [];
      if (name !== keptName) return undefined;
      if (read === keptRead) continue;
      if (changed) return undefined;
      const [after, was] = [sha1Of(read), sha1Of(keptRead ?? '')];
      if (after === undefined || was === undefined) return undefined;
      changed = { name, before: was, after, group: i, read };
    }
    groups.push(now);
  }
  return changed && { ...changed, groups };
}

/** The group's files and hash as the check before took them, else taken now. */
async function entriesNow(
  root: string,
  inputs: BuildStamp['inputs'][number]['inputs'],
  { hashes, entries, readAhead }: { hashes: InputHashes; entries: InputEntries; readAhead: ReadAhead },
): Promise<ChangedInput['groups'][number] | undefined> {
  const key = inputsKey(inputs);
  const taken = entries.get(key);
  const hash = hashes.get(key);
  if (taken && hash !== undefined) return { entries: taken, hash };
  let found: InputEntry[] | undefined;
  const now = await hashSiteInputs(root, inputs, readAhead, (made) => {
    found = made;
  });
  return now !== undefined && found ? { entries: found, hash: now } : undefined;
}

/** `size\0sha1` → the SHA-1; undefined for a missing file. */
function sha1Of(read: string): string | undefined {
  const sha1 = read.slice(read.indexOf('\0') + 1);
  return read.startsWith('-1\0') || sha1 === '' ? undefined : sha1;
}

// A one-doc rebuild's stamp, as its changes over the stamp the last full build wrote. At 5,000 pages a stamp is
// 4 MB (every file of out/ with its hash, every page's key), and a rebuild changes a page and a few search files of
// it: writing the whole stamp again cost it more than drawing the doc. The changes name the full build's stamp by
// its lane id, so a later full build's stamp (a new id) leaves them unread.
import { codeUnitOrder } from '../core/code-unit-order.js';
import { byPath } from './out-listing.js';
import type { BuildStamp } from './stamp-shape.js';

type OutEntry = BuildStamp['out'][number];

export interface StampChanges {
  /** The lane id of the full build's stamp these change. */
  base: string;
  /** The stamp's own fields now (the out/ listing and keys apart): small. */
  context: string;
  inputs: BuildStamp['inputs'];
  report: BuildStamp['report'];
  lane: string;
  /** out/ files listed anew or gone, by path. */
  out: { set: OutEntry[]; removed: string[] };
  keys: { set: Array<[file: string, key: string]>; removed: string[] };
}

/**
 * What `next` changes of `base`; undefined when `base` has no lane id to name it by. Both listings are sorted by
 * path, so one walk through them finds the files set and removed, in that order too. From two whole stamps: what
 * changesAfter, which a rebuild writes from its own files, is held to (test/cache/stamp-changes.test.ts).
 */
export function stampChanges(base: BuildStamp, next: BuildStamp & { lane: string }): StampChanges | undefined {
  if (base.lane === undefined) return undefined;
  const set: OutEntry[] = [];
  const removed: string[] = [];
  let i = 0;
  for (const entry of next.out) {
    while (i < base.out.length && (base.out[i] as OutEntry)[0] < entry[0]) removed.push((base.out[i++] as OutEntry)[0]);
    const was = base.out[i];
    if (was?.[0] === entry[0]) i++;
    if (!was || was[0] !== entry[0] || was[1] !== entry[1] || was[2] !== entry[2] || was[3] !== entry[3])
      set.push(entry);
  }
  for (; i < base.out.length; i++) removed.push((base.out[i] as OutEntry)[0]);
  const keySet: Array<[string, string]> = [];
  for (const file in next.keys) if (base.keys[file] !== next.keys[file]) keySet.push([file, next.keys[file] as string]);
  const keyRemoved: string[] = [];
  for (const file in base.keys) if (!Object.hasOwn(next.keys, file)) keyRemoved.push(file);
  const { context, inputs, report, lane } = next;
  return {
    base: base.lane,
    context,
    inputs,
    report,
    lane,
    out: { set, removed },
    keys: { set: keySet, removed: keyRemoved },
  };
}

/** `base` with `changes` made; undefined when they change another stamp or are not in this shape. */
export function withStampChanges(base: BuildStamp, changes: unknown): BuildStamp | undefined {
  if (!isStampChanges(changes) || base.lane === undefined || changes.base !== base.lane) return undefined;
  // The set and removed files are sorted as the listing is: merged in one walk.
  const out: OutEntry[] = [];
  const { set, removed } = changes.out;
  let [j, r] = [0, 0];
  for (const entry of base.out) {
    while (j < set.length && (set[j] as OutEntry)[0] < entry[0]) out.push(set[j++] as OutEntry);
    if (set[j]?.[0] === entry[0]) out.push(set[j++] as OutEntry);
    else if (removed[r] === entry[0]) r++;
    else out.push(entry);
  }
  out.push(...set.slice(j));
  // No prototype: a file of out/ named `__proto__` is a key like any other.
  const keys: Record<string, string> = Object.assign(Object.create(null), base.keys);
  for (const file of changes.keys.removed) delete keys[file];
  for (const [file, key] of changes.keys.set) keys[file] = key;
  const { context, inputs, report, lane } = changes;
  return { context, inputs, out, keys, report, lane };
}

function isStampChanges(value: unknown): value is StampChanges {
  const changes = value as Partial<StampChanges> | undefined;
  return (
    typeof changes?.base === 'string' &&
    typeof changes.lane === 'string' &&
    typeof changes.context === 'string' &&
    Array.isArray(changes.inputs) &&
    typeof changes.report?.outDir === 'string' &&
    Array.isArray(changes.out?.set) &&
    Array.isArray(changes.out.removed) &&
    Array.isArray(changes.keys?.set) &&
    Array.isArray(changes.keys.removed)
  );
}

/** What a rebuild changed of the stamp it read: files listed anew and gone, keys set and gone. */
export interface StampDelta {
  out: { set: OutEntry[]; removed: string[] };
  keys: { set: Array<[file: string, key: string]>; removed: string[] };
}

/**
 * The changes over `full` of the stamp that is `full` with `previous` made (none: `full` itself), then `delta`: what
 * stampChanges(full, that stamp) gives, from the files the rebuild touched alone. At 15,000 files, making the whole
 * stamp and walking it against the full build's cost a rebuild ~60 ms.
 */
export function changesAfter(
  full: BuildStamp & { lane: string },
  previous: StampChanges | undefined,
  delta: StampDelta,
  now: Pick<StampChanges, 'context' | 'inputs' | 'report' | 'lane'>,
): StampChanges {
  const set = new Map((previous?.out.set ?? []).map((entry) => [entry[0], entry]));
  const removed = new Set(previous?.out.removed);
  for (const entry of delta.out.set) {
    removed.delete(entry[0]);
    const was = entryOf(full.out, entry[0]);
    if (was?.[1] === entry[1] && was[2] === entry[2] && was[3] === entry[3]) set.delete(entry[0]);
    else set.set(entry[0], entry);
  }
  for (const file of delta.out.removed) {
    set.delete(file);
    if (entryOf(full.out, file)) removed.add(file);
  }
  const keySet = new Map(previous?.keys.set);
  const keyRemoved = new Set(previous?.keys.removed);
  for (const [file, key] of delta.keys.set) {
    keyRemoved.delete(file);
    if (Object.hasOwn(full.keys, file) && full.keys[file] === key) keySet.delete(file);
    else keySet.set(file, key);
  }
  for (const file of delta.keys.removed) {
    keySet.delete(file);
    if (Object.hasOwn(full.keys, file)) keyRemoved.add(file);
  }
  return {
    base: full.lane,
    ...now,
    out: { set: [...set.values()].sort(byPath), removed: [...removed].sort(codeUnitOrder) },
    keys: { set: [...keySet], removed: [...keyRemoved] },
  };
}

/** The entry of `file` in a listing sorted by path, by halves. */
function entryOf(listing: readonly OutEntry[], file: string): OutEntry | undefined {
  let [low, high] = [0, listing.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((listing[middle] as OutEntry)[0] < file) low = middle + 1;
    else high = middle;
  }
  return listing[low]?.[0] === file ? listing[low] : undefined;
}

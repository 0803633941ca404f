/**
 * The whole-site short cut for a build with nothing to do. A written build leaves a stamp in the
 * cache folder: a hash of every input it read (content/ and static/ files, config, sidebars and
 * redirects, the local modules the config imports), the code and options that made it, the git
 * HEAD its last-updated dates came from, and the listing of the out/ it wrote (size and time of
 * every file). The next build with the same options whose inputs hash the same and whose out/ is
 * still exactly that listing has nothing to write: it reports the stamped result and stops, before
 * loading the modules that build a site.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HeldOutput } from '../core/model.js';
import type { BuildStamp, StampedReport } from './stamp-shape.js';
import { DiskEntries, sha256 } from './disk.js';
import { codeFingerprint } from './fingerprint.js';
import { gitHead } from './git-head.js';
import { byPath, listFiles, sameListing, type ListedFile } from './out-listing.js';
import { changesAfter, type StampChanges, type StampDelta, withStampChanges } from './stamp-changes.js';
import {
  hashSiteInputs,
  type InputEntry,
  type KnownInputs,
  knownInputs,
  type ReadAhead,
  type SiteInputs,
} from './site-inputs.js';

export type { BuildStamp, StampedReport } from './stamp-shape.js';

export interface StampOptions {
  /** Absolute site folder. */
  root: string;
  /** `--out` as given (the config's outDir otherwise). */
  outOption: string | undefined;
  /** Absolute cache folder. */
  cacheDir: string;
  /** Tests fake an upgrade with it. */
  fingerprint?: string | undefined;
}

const keyOf = ({ root, outOption }: StampOptions) => sha256(JSON.stringify(['build-stamp', root, outOption ?? null]));
/** The one-doc rebuilds' changes over the full build's stamp (stamp-changes.ts). */
const changesKeyOf = ({ root, outOption }: StampOptions) =>
  sha256(JSON.stringify(['build-stamp changes', root, outOption ?? null]));

/** The stamp this process read last, kept while its files are the same ones (a stamp is written anew and renamed). */
let lastRead: { file: string; identity: string; stamp: BuildStamp | undefined } | undefined;

/** The full build's stamp of each stamp read with a rebuild's changes: what the next rebuild's changes are over. */
const fullBuildStamp = new WeakMap<BuildStamp, BuildStamp>();
/** The changes each such stamp was read with: the next rebuild's changes start from them. */
const changesRead = new WeakMap<BuildStamp, StampChanges>();

/**
 * The stamp of these options, with the one-doc rebuilds' changes since its full build. The check before a build and
 * the writer under the lock both read it: at 5,000 pages it is 4 MB of JSON, parsed once.
 */
async function readStamp(options: StampOptions, notes: string[]): Promise<BuildStamp | undefined> {
  const disk = new DiskEntries(path.join(options.cacheDir, 'stamps'), notes);
  const file = disk.fileOf(keyOf(options));
  const base = fileIdentity(file);
  const identity = base && `${base} ${fileIdentity(disk.fileOf(changesKeyOf(options))) ?? ''}`;
  if (identity !== undefined && lastRead?.file === file && lastRead.identity === identity) return lastRead.stamp;
  const full = (await disk.read(keyOf(options))) as BuildStamp | undefined;
  let stamp = full;
  if (isStamp(full) && full.lane !== undefined) {
    const changes = disk.readNow(changesKeyOf(options));
    const changed = withStampChanges(full, changes);
    if (changed) {
      fullBuildStamp.set((stamp = changed), full);
      changesRead.set(changed, changes as StampChanges);
    }
  }
  if (identity !== undefined) lastRead = { file, identity, stamp };
  return stamp;
}

function fileIdentity(file: string): string | undefined {
  try {
    const { ino, size, mtimeMs, ctimeMs } = statSync(file);
    return `${ino}:${size}:${mtimeMs}:${ctimeMs}`;
  } catch {
    return undefined;
  }
}

/** The code, options and git HEAD a stamp holds for; undefined when the HEAD cannot be read. */
export function stampContext(options: StampOptions): string | undefined {
  const head = gitHead(options.root);
  return head === undefined
    ? undefined
    : JSON.stringify([options.fingerprint ?? codeFingerprint(), options.root, options.outOption ?? null, head]);
}

/** Another build's lock or temporary folders beside out/: that build, or the recovery of a killed one, comes first. */
function busy(outDir: string): boolean {
  const name = path.basename(outDir);
  try {
    return (
      readdirSync(path.dirname(outDir)).some(
        (entry) => entry === `.helpdocs-lock-${name}` || entry.startsWith(`.helpdocs-tmp-${name}-`),
      ) || readdirSync(outDir).some((entry) => entry.startsWith('.helpdocs-tmp-'))
    );
  } catch {
    return true;
  }
}

/**
 * Hashes of input groups taken by the check that found them changed: the build that follows at once
 * takes them as its own (they were taken before it read anything) instead of reading every input again.
 */
export type InputHashes = Map<string, string>;

export const inputsKey = (inputs: SiteInputs) => JSON.stringify([inputs.folders, inputs.files]);

/** The stamped report when nothing changed since the last written build; undefined otherwise (build). */
export async function upToDate(
  options: StampOptions,
  notes: string[] = [],
  hashed?: InputHashes,
  readAhead?: ReadAhead,
  entries?: InputEntries,
): Promise<StampedReport | undefined> {
  const stamp = await currentStamp(options, notes);
  if (!stamp) return undefined;
  const known = await readKnownInputs(options, notes);
  // Inputs first: when one changed (the usual case), out/ need not be listed at all.
  for (const group of stamp.inputs) {
    const key = inputsKey(group.inputs);
    const found = (listed: InputEntry[]) => entries?.set(key, listed);
    const hash = await hashSiteInputs(options.root, group.inputs, readAhead, found, known.get(key));
    if (hash !== undefined) hashed?.set(key, hash);
    if (hash !== group.hash) return undefined;
  }
  const out = await listFiles(stamp.report.outDir);
  return out && sameListing(out, listingOf(stamp)) ? stamp.report : undefined;
}

/** The stamp of these options when it holds for this code, options and HEAD, and no other build is at out/. */
export async function currentStamp(options: StampOptions, notes: string[]): Promise<BuildStamp | undefined> {
  const context = stampContext(options);
  if (context === undefined || !existsSync(options.cacheDir)) return undefined;
  const stamp = await readStamp(options, notes);
  return isStamp(stamp) && stamp.context === context && !busy(stamp.report.outDir) ? stamp : undefined;
}

/** Each input group's files as hashed (site-inputs.ts), by inputsKey. */
export type InputEntries = Map<string, InputEntry[]>;

const listingOf = (stamp: BuildStamp): ListedFile[] => stamp.out.map(([file, size, mtimeMs]) => [file, size, mtimeMs]);

/**
 * What `outDir` holds (path → SHA-256 of its contents) when it is exactly as the last stamped build
 * of these options left it, whatever changed in the inputs or the code since; undefined otherwise.
 * Called by the writer under the output folder's lock; `listed` is a listing of `outDir` begun under that lock.
 */
export function heldOutput(
  options: StampOptions,
  outDir: string,
  notes: string[],
  seen: SeenListing = {},
  listed?: Promise<ListedFile[] | undefined>,
): () => Promise<HeldOutput | undefined> {
  return async () => {
    const stamp = await readStamp(options, notes);
    if (!isStamp(stamp) || stamp.report.outDir !== outDir) return undefined;
    const out = await (listed ?? listFiles(outDir));
    if (!out || !sameListing(out, listingOf(stamp))) return undefined;
    const held = {
      hashes: new Map(stamp.out.map((file) => [file[0], file[3]])),
      keys: new Map(Object.entries(stamp.keys)),
    };
    Object.assign(seen, { listing: out, hashes: held.hashes, stamp });
    return held;
  };
}

/** The listing heldOutput found under the lock, so the stamp that follows lists again only what the build wrote. */
export interface SeenListing {
  listing?: ListedFile[];
  hashes?: ReadonlyMap<string, string>;
  /** The stamp the listing was held to. */
  stamp?: BuildStamp;
  /** The files the build then wrote anew in place, and those it removed (output/write.ts). */
  updated?: { written: string[]; removed: string[] };
}

/**
 * out/ after a build that updated it in place: the files it did not write keep the size and time
 * listed under the lock; those it wrote are looked at again. At 15,000 files, half the cost of a
 * second full listing. Anything else that changed out/ meanwhile shows at the next build's check.
 */
function listingAfter(
  outDir: string,
  written: ReadonlyMap<string, string>,
  seen: Required<Omit<SeenListing, 'stamp' | 'updated'>>,
): ListedFile[] | undefined {
  const before = new Map(seen.listing.map((file) => [file[0], file]));
  const files: ListedFile[] = [];
  try {
    for (const [file, hash] of written) {
      const listed = before.get(file);
      if (listed && seen.hashes.get(file) === hash) files.push(listed);
      else {
        const info = statSync(path.join(outDir, file));
        files.push([file, info.size, info.mtimeMs]);
      }
    }
  } catch {
    return undefined;
  }
  return files.sort(byPath);
}

/**
 * Records a written build, with the hash of every file it wrote; a group without a hash (a symlink among the inputs)
 * means no stamp. A one-doc rebuild names the stamp it read (`over`), and `written` and `keys` hold only the files it
 * made: its changes over the full build's stamp are written, not the whole stamp, and the files the check found as they
 * were stay known as they are. Without the listing it held out/ to being that stamp's, it writes none.
 */
export async function writeStamp(
  options: StampOptions,
  context: string,
  inputs: Array<{ inputs: SiteInputs; hash: string | undefined; entries?: readonly InputEntry[] | undefined }>,
  report: StampedReport,
  written: ReadonlyMap<string, string>,
  keys: ReadonlyMap<string, string>,
  notes: string[],
  seen: SeenListing = {},
  lane?: string,
  over?: BuildStamp,
): Promise<boolean> {
  const hashed = inputs.flatMap(({ inputs: group, hash }) => (hash === undefined ? [] : [{ inputs: group, hash }]));
  if (hashed.length < inputs.length) return false;
  const disk = new DiskEntries(path.join(options.cacheDir, 'stamps'), notes);
  if (over) {
    const full = fullBuildStamp.get(over) ?? over;
    if (lane === undefined || full.lane === undefined || seen.stamp !== over || !seen.updated) return false;
    const delta = rebuildDelta(report.outDir, over, written, keys, seen.updated);
    if (!delta) return false;
    const now = { context, inputs: hashed, report, lane };
    disk.write(changesKeyOf(options), changesAfter({ ...full, lane: full.lane }, changesRead.get(over), delta, now));
    if (unknownSince(inputs) > STALE_KNOWN) disk.write(knownKeyOf(options), Object.fromEntries(known(inputs)));
    await disk.flush();
    return true;
  }
  const listed =
    seen.listing && seen.hashes
      ? listingAfter(report.outDir, written, { listing: seen.listing, hashes: seen.hashes })
      : await listFiles(report.outDir);
  if (!listed || listed.length !== written.size || !listed.every(([file]) => written.has(file))) return false;
  const out = listed.map((file): [...ListedFile, string] => [...file, written.get(file[0]) ?? '']);
  const stamp: BuildStamp = { context, inputs: hashed, out, keys: Object.fromEntries(keys), report };
  if (lane !== undefined) stamp.lane = lane;
  disk.write(keyOf(options), stamp);
  disk.write(knownKeyOf(options), Object.fromEntries(known(inputs)));
  await disk.flush();
  return true;
}

type StampedInputs = ReadonlyArray<{ inputs: SiteInputs; entries?: readonly InputEntry[] | undefined }>;

const known = (inputs: StampedInputs) =>
  inputs.map((group) => [inputsKey(group.inputs), knownInputs(group.entries ?? [])]);

/**
 * What a rebuild changed of the stamp `over`, which out/ was held to under the lock: the files it wrote anew in place,
 * listed again; those it removed; the keys it set or dropped. `written` and `keys` hold the files it made.
 */
function rebuildDelta(
  outDir: string,
  over: BuildStamp,
  written: ReadonlyMap<string, string>,
  keys: ReadonlyMap<string, string>,
  updated: NonNullable<SeenListing['updated']>,
): StampDelta | undefined {
  const set: BuildStamp['out'] = [];
  try {
    for (const file of updated.written) {
      const info = statSync(path.join(outDir, file));
      set.push([file, info.size, info.mtimeMs, written.get(file) ?? '']);
    }
  } catch {
    return undefined;
  }
  const keySet: StampDelta['keys']['set'] = [];
  const keyRemoved: string[] = [];
  const had = (file: string) => Object.hasOwn(over.keys, file);
  for (const file of written.keys()) {
    const key = keys.get(file);
    if (key === undefined) {
      if (had(file)) keyRemoved.push(file);
    } else if (!had(file) || over.keys[file] !== key) keySet.push([file, key]);
  }
  for (const file of updated.removed) if (had(file)) keyRemoved.push(file);
  // changesAfter sorts what it keeps.
  return { out: { set, removed: updated.removed }, keys: { set: keySet, removed: keyRemoved } };
}

/**
 * The files the last check or build read, with their signatures (site-inputs.ts statSignature), by input group:
 * what the next check need not read again. Kept apart from the stamp, whose check reads it only once its context
 * holds; true of the files whatever stamp is current.
 */
const knownKeyOf = ({ root, outOption }: StampOptions) =>
  sha256(JSON.stringify(['known-inputs', root, outOption ?? null]));

/** The known inputs the last check read, which a one-doc rebuild's stamp keeps unless many were read anew. */
let lastKnown: Map<string, KnownInputs> | undefined;

/**
 * A one-doc rebuild leaves the known inputs as they are: each edited doc is then read again by the next check, which
 * costs less than writing them all (880 KB at 5,000 pages). Files written just before a full build were too recent
 * to sign (a checkout, say): once more than this many can be signed, they are written.
 */
const STALE_KNOWN = 16;

/** How many of the inputs now signed the last check did not know by that signature. */
function unknownSince(inputs: StampedInputs) {
  let unknown = 0;
  for (const group of inputs) {
    const known = lastKnown?.get(inputsKey(group.inputs));
    for (const [name, , stat] of group.entries ?? []) if (stat && known?.get(name)?.[1] !== stat) unknown++;
  }
  return unknown;
}

async function readKnownInputs(options: StampOptions, notes: string[]): Promise<Map<string, KnownInputs>> {
  const disk = new DiskEntries(path.join(options.cacheDir, 'stamps'), notes);
  const value = await disk.read(knownKeyOf(options));
  const known = new Map<string, KnownInputs>();
  lastKnown = known;
  if (typeof value !== 'object' || value === null) return known;
  for (const [key, listed] of Object.entries(value)) {
    if (!Array.isArray(listed)) continue;
    const files = new Map<string, [string, string]>();
    for (const entry of listed as unknown[])
      if (Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === 'string'))
        files.set(entry[0] as string, [entry[1] as string, entry[2] as string]);
    known.set(key, files);
  }
  return known;
}

function isStamp(value: BuildStamp | undefined): value is BuildStamp {
  return (
    typeof value?.context === 'string' &&
    Array.isArray(value.inputs) &&
    Array.isArray(value.out) &&
    typeof value.keys === 'object' &&
    value.keys !== null &&
    typeof value.report?.outDir === 'string' &&
    Array.isArray(value.report.diagnostics)
  );
}

// What a written build leaves for the one-doc rebuild (run.ts): the files of each input group as it
// hashed them, and for each doc set what parsing one of its Markdown docs again needs (what its parse
// workers are sent), the parse cache's key parts, the docs it may rebuild, and its search store
// without the text of the docs' sections. Kept in the cache folder beside the stamp it belongs to,
// signed with this machine's key: it names options the rebuild parses with.
import path from 'node:path';
import { DiskEntries, sha256 } from '../cache/disk.js';
import { machineKey } from '../cache/machine-key.js';
import type { InputEntry } from '../cache/site-inputs.js';
import type { StampOptions } from '../cache/build-stamp.js';
import type { PageFiles } from '../core/routes.js';
import type { ParseWorkerData } from '../parse/parse-worker.js';
import type { SearchLanguageCode } from '../search/languages.js';
import type { StoredPage } from '../search/store.js';

/**
 * A doc set's search store: its pages, and each section as its page, anchor and heading (and its text, for pages
 * without a parse digest).
 */
export interface LaneSearch {
  base: string;
  code: SearchLanguageCode;
  synonyms: string[][];
  pages: StoredPage[];
  sections: Array<[page: number, anchor: string, heading: string, text?: string]>;
}

export interface LaneSet {
  /** What a parse worker of this set is sent; never the site's plugins (a set with plugins has no record). */
  worker: Omit<ParseWorkerData, 'pluginsFrom' | 'mdxRoot'>;
  /** The parse cache's context and scope (cache/index.ts parses), which key a doc's entry. */
  context: string;
  scope: string;
  /**
   * The Markdown docs the rebuild may draw again: path from the site folder → path in the set's content, and its
   * page's frame (render/page-key.ts).
   */
  docs: Record<string, [contentPath: string, frame: string]>;
  /** How the site writes its pages (core/routes.ts PageFiles) and its base: where a doc's page is, how it links. */
  pages: { files: PageFiles; base: string };
  search?: LaneSearch;
}

export interface LaneRecord {
  /** The id the stamp it belongs to names. */
  id: string;
  /** Each input group of the stamp, in its order, with its files as hashed. */
  groups: InputEntry[][];
  sets: LaneSet[];
  /** What one-doc rebuilds changed since the full build that wrote the record, when any did. */
  changes?: LaneChanges;
}

/**
 * The one-doc rebuilds' changes over the record a full build wrote. A rebuild writes these alone: the whole record
 * is megabytes on a large site, and each edit changes one file's read and one search page's key of it.
 */
export interface LaneChanges {
  /** The id of the record they change. */
  base: string;
  /** Files read anew, by their group's position: [group, name, read]. */
  inputs: Array<[group: number, name: string, read: string]>;
  /** Search pages under a new key, by their set's position: [set, page, key]. */
  pages: Array<[set: number, page: number, key: string]>;
}

const keyOf = ({ root, outOption }: StampOptions) => sha256(JSON.stringify(['lane', root, outOption ?? null]));
const changesKeyOf = ({ root, outOption }: StampOptions) =>
  sha256(JSON.stringify(['lane changes', root, outOption ?? null]));

function disk(options: StampOptions, notes: string[]): DiskEntries | undefined {
  const key = machineKey();
  return key ? new DiskEntries(path.join(options.cacheDir, 'lanes'), notes, key) : undefined;
}

/** The record of these options, when this machine signed it (and its changes) and its id is `id`. */
export function readLaneRecord(options: StampOptions, id: string, notes: string[]): LaneRecord | undefined {
  const entries = disk(options, notes);
  const read = entries?.readEntry(keyOf(options));
  const record = read?.value as LaneRecord | undefined;
  const shaped = Array.isArray(record?.groups) && Array.isArray(record?.sets);
  if (!entries || !read?.signed || !record || !shaped) return undefined;
  if (record.id === id) return record;
  const changed = entries.readEntry(changesKeyOf(options));
  const value = changed?.value as { id?: unknown; changes?: LaneChanges } | undefined;
  const changes = value?.changes;
  if (!changed?.signed || value?.id !== id || changes?.base !== record.id) return undefined;
  if (!Array.isArray(changes.inputs) || !Array.isArray(changes.pages)) return undefined;
  return withChanges(record, id, changes);
}

/** The record as the rebuilds left it: their files' reads and search pages' keys over the full build's. */
function withChanges(record: LaneRecord, id: string, changes: LaneChanges): LaneRecord | undefined {
  const groups = [...record.groups];
  for (const [group, name, read] of changes.inputs) {
    const entries = groups[group];
    const at = entries?.findIndex(([entry]) => entry === name) ?? -1;
    if (!entries || at < 0) return undefined;
    groups[group] = entries.with(at, [name, read]);
  }
  const sets = [...record.sets];
  for (const [at, page, key] of changes.pages) {
    const set = sets[at];
    const pages = set?.search?.pages;
    const stored = pages?.[page];
    if (!set?.search || !pages || !stored) return undefined;
    sets[at] = { ...set, search: { ...set.search, pages: pages.with(page, { ...stored, key }) } };
  }
  return { id, groups, sets, changes };
}

/** A full build's record, whole. */
export async function writeLaneRecord(options: StampOptions, record: LaneRecord, notes: string[]): Promise<void> {
  const entries = disk(options, notes);
  if (!entries) return;
  // The files' signatures stay with the stamp (build-stamp.ts known inputs): the record keeps names and reads.
  const groups = record.groups.map((group) => group.map(([name, read]): InputEntry => [name, read]));
  entries.write(keyOf(options), { id: record.id, groups, sets: record.sets });
  await entries.flush();
}

/** A one-doc rebuild's record: its changes, with those of the rebuilds before it, over the full build's record. */
export async function writeLaneChanges(
  options: StampOptions,
  record: LaneRecord,
  id: string,
  made: Omit<LaneChanges, 'base'>,
  notes: string[],
): Promise<void> {
  const entries = disk(options, notes);
  if (!entries) return;
  const before = record.changes;
  const inputs = new Map((before?.inputs ?? []).map((input) => [`${input[0]}\0${input[1]}`, input]));
  for (const input of made.inputs) inputs.set(`${input[0]}\0${input[1]}`, input);
  const pages = new Map((before?.pages ?? []).map((page) => [`${page[0]}\0${page[1]}`, page]));
  for (const page of made.pages) pages.set(`${page[0]}\0${page[1]}`, page);
  const changes: LaneChanges = {
    base: before?.base ?? record.id,
    inputs: [...inputs.values()],
    pages: [...pages.values()],
  };
  entries.write(changesKeyOf(options), { id, changes });
  await entries.flush();
}

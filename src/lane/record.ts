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
  search?: LaneSearch;
}

export interface LaneRecord {
  /** The id the stamp it belongs to names. */
  id: string;
  /** Each input group of the stamp, in its order, with its files as hashed. */
  groups: InputEntry[][];
  sets: LaneSet[];
}

const keyOf = ({ root, outOption }: StampOptions) => sha256(JSON.stringify(['lane', root, outOption ?? null]));

function disk(options: StampOptions, notes: string[]): DiskEntries | undefined {
  const key = machineKey();
  return key ? new DiskEntries(path.join(options.cacheDir, 'lanes'), notes, key) : undefined;
}

/** The record of these options, when this machine signed it and its id is `id`. */
export function readLaneRecord(options: StampOptions, id: string, notes: string[]): LaneRecord | undefined {
  const read = disk(options, notes)?.readEntry(keyOf(options));
  const record = read?.value as LaneRecord | undefined;
  const shaped = record?.id === id && Array.isArray(record.groups) && Array.isArray(record.sets);
  return read?.signed && shaped ? record : undefined;
}

export async function writeLaneRecord(options: StampOptions, record: LaneRecord, notes: string[]): Promise<void> {
  const entries = disk(options, notes);
  if (!entries) return;
  // The files' signatures stay with the stamp (build-stamp.ts known inputs): the record keeps names and reads.
  const groups = record.groups.map((group) => group.map(([name, read]): InputEntry => [name, read]));
  entries.write(keyOf(options), { ...record, groups });
  await entries.flush();
}

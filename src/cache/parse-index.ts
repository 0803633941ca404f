// What a warm build needs of every kept doc of a doc set, in one cache entry: a line per doc with
// its parse minus the HTML and the sections' text, which stay in the doc's own entry and are read
// only when asked for (a page drawn again, a section indexed again). At 5,000 docs, one read of
// 10 MB in place of 5,000 entries of 59 MB. Used only when signed by this machine's key, as its
// lines name entries that are then read without a second look.
import { unlinkSync } from 'node:fs';
import type { Diagnostic, Doc, SearchSection, SourceFile } from '../core/model.js';
import type { DiskEntries } from './disk.js';

/** A doc's parse as a cache entry holds it: without its source, with its anchor ids as a list. */
export interface StoredEntry {
  doc: Omit<Doc, 'source' | 'anchorIds'> & { anchorIds: string[] };
  diagnostics: Diagnostic[];
  linkedRoutes: Array<[contentPath: string, route: string | null]>;
}

/** A stored entry without the HTML and with each section as its anchor and heading. */
export interface LightEntry {
  doc: Omit<StoredEntry['doc'], 'html' | 'sections'> & { sections: Array<[anchor: string, heading: string]> };
  diagnostics: Diagnostic[];
  linkedRoutes: StoredEntry['linkedRoutes'];
}

/** Raised when a kept doc's own entry can no longer be read: the index is dropped for the next build. */
export class LostCacheEntry extends Error {}

/** A parse key is 64 hex digits: a line is the key, a space, the light entry's JSON (which has no line breaks). */
const KEY_LENGTH = 64;

/** One doc set's index: its lines by parse key as read, and the lines the next build will find. */
export class ParseIndex {
  readonly #disk: DiskEntries;
  readonly #key: string;
  readonly #read: ReadonlyMap<string, string>;
  readonly #next = new Map<string, string>();

  private constructor(disk: DiskEntries, key: string, read: ReadonlyMap<string, string>) {
    this.#disk = disk;
    this.#key = key;
    this.#read = read;
  }

  /** The index under `key`; its lines are used only when this machine signed it. */
  static open(disk: DiskEntries, key: string): ParseIndex {
    const read = disk.readBytes(key);
    const lines = new Map<string, string>();
    if (read?.signed)
      for (const line of Buffer.from(read.bytes).toString('utf8').split('\n'))
        if (line.length > KEY_LENGTH + 1) lines.set(line.slice(0, KEY_LENGTH), line.slice(KEY_LENGTH + 1));
    return new ParseIndex(disk, key, lines);
  }

  /** The light entry kept for this parse key and its line, if the index has one of the expected shape. */
  read(parseKey: string): { light: LightEntry; line: string } | undefined {
    const line = this.#read.get(parseKey);
    if (line === undefined) return undefined;
    try {
      const light = JSON.parse(line) as LightEntry;
      return isLightEntry(light) ? { light, line } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps a line for the next build: one read here, or lightLine's of an entry this machine signed. */
  keep(parseKey: string, line: string): void {
    this.#next.set(parseKey, line);
  }

  /** Writes the lines the next build will find, but those whose own entry could not be written. */
  write(written: (parseKey: string) => boolean): void {
    const lines: string[] = [];
    for (const [parseKey, text] of this.#next) if (written(parseKey)) lines.push(`${parseKey} ${text}`);
    const unchanged =
      lines.length === this.#read.size && lines.every((line) => this.#read.has(line.slice(0, KEY_LENGTH)));
    if (unchanged) return;
    this.#disk.writeBytes(this.#key, { lines: lines.length }, [Buffer.from(lines.join('\n'))]);
  }

  /** After a lost entry: the next build must not find this index again. */
  drop(): void {
    try {
      unlinkSync(this.#disk.fileOf(this.#key));
    } catch {
      // Already gone.
    }
  }
}

/** An index line of a stored entry (one whose doc is plain data: its HTML is not read from elsewhere). */
export function lightLine(stored: StoredEntry): string {
  const { html: _html, sections, ...doc } = stored.doc;
  const light: LightEntry = {
    doc: { ...doc, sections: sections.map((section) => [section.anchor, section.heading]) },
    diagnostics: stored.diagnostics,
    linkedRoutes: stored.linkedRoutes,
  };
  return JSON.stringify(light);
}

/**
 * A kept doc from its light entry: its HTML and its sections' text are read from its own entry on
 * first use (`body`), which must then hold them as the index said.
 */
export function lazyDoc(light: LightEntry['doc'], source: SourceFile, body: () => StoredEntry['doc']): Doc {
  let read: StoredEntry['doc'] | undefined;
  const full = () => {
    read ??= body();
    if (read.sections.length !== light.sections.length) throw new LostCacheEntry('its sections do not match');
    return read;
  };
  // Own getters, not a prototype's: a spread or JSON.stringify of the doc still sees every field.
  const sections = light.sections.map(
    ([anchor, heading], i): SearchSection => ({
      anchor,
      heading,
      get text() {
        return full().sections[i]?.text ?? '';
      },
    }),
  );
  const { sections: _heads, anchorIds, ...rest } = light;
  return {
    ...rest,
    sections,
    source,
    anchorIds: new Set(anchorIds),
    get html() {
      return full().html;
    },
  };
}

export function isStoredEntry(value: StoredEntry | undefined): value is StoredEntry {
  return (
    typeof value?.doc?.html === 'string' &&
    Array.isArray(value.doc.sections) &&
    Array.isArray(value.doc.anchorIds) &&
    Array.isArray(value.diagnostics) &&
    Array.isArray(value.linkedRoutes)
  );
}

function isLightEntry(value: LightEntry): boolean {
  return (
    typeof value?.doc?.route === 'string' &&
    Array.isArray(value.doc.sections) &&
    value.doc.sections.every((section) => Array.isArray(section) && section.length === 2) &&
    Array.isArray(value.doc.anchorIds) &&
    Array.isArray(value.diagnostics) &&
    Array.isArray(value.linkedRoutes)
  );
}

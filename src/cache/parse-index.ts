// What a warm build needs of every kept doc of a doc set, in one cache entry: a line per doc with
// its parse minus the HTML and the sections' text, which stay in the doc's own entry and are read
// only when asked for (a page drawn again, a section indexed again). At 5,000 docs, one read of
// 10 MB in place of 5,000 entries of 59 MB. A line's table of contents is parsed only when its
// page is drawn again: it was a quarter of the JSON every warm build parsed. Used only when signed
// by this machine's key, as its lines name entries that are then read without a second look.
import { unlinkSync } from 'node:fs';
import type { Diagnostic, Doc, SearchSection, SourceFile } from '../core/model.js';
import type { DiskEntries } from './disk.js';

/** A doc's parse as a cache entry holds it: without its source, with its anchor ids as a list. */
export interface StoredEntry {
  doc: Omit<Doc, 'source' | 'anchorIds'> & { anchorIds: string[] };
  diagnostics: Diagnostic[];
  linkedRoutes: Array<[contentPath: string, route: string | null]>;
  /** What the doc's header was made from (lane/doc-head.ts). */
  head?: string;
}

/** A stored entry without the HTML and the headings, and with each section as its anchor and heading. */
export interface LightEntry {
  doc: Omit<StoredEntry['doc'], 'html' | 'sections' | 'headings'> & {
    sections: Array<[anchor: string, heading: string]>;
  };
  diagnostics: Diagnostic[];
  linkedRoutes: StoredEntry['linkedRoutes'];
  /** The parse's digest (parse-cache.ts ParsedEntry), which holds while its links and files do. */
  digest: string;
}

/** Raised when a kept doc's own entry can no longer be read: the index is dropped for the next build. */
export class LostCacheEntry extends Error {}

/**
 * A parse key is 64 hex digits: a line is the key, a space, the light entry's JSON, a tab and the
 * headings' JSON (JSON text has no raw line break or tab).
 */
const KEY_LENGTH = 64;
const TAB = '\t';
const TAB_BYTE = 9;

/** A line for the next build: a new line's JSON, or where a line read back stands in the index's bytes. */
type Line = string | readonly [start: number, end: number];

const NEWLINE = Buffer.from('\n');

/**
 * One doc set's index: its lines by parse key as read, and the lines the next build will find. The
 * lines read back are kept as bytes: the next index copies them as they are, without a string of
 * the whole index made and encoded again.
 */
export class ParseIndex {
  readonly #disk: DiskEntries;
  readonly #key: string;
  readonly #bytes: Buffer;
  readonly #read: ReadonlyMap<string, readonly [number, number]>;
  readonly #next = new Map<string, Line>();

  private constructor(disk: DiskEntries, key: string, bytes: Buffer, read: ReadonlyMap<string, [number, number]>) {
    this.#disk = disk;
    this.#key = key;
    this.#bytes = bytes;
    this.#read = read;
  }

  /** The index under `key`; its lines are used only when this machine signed it. */
  static open(disk: DiskEntries, key: string): ParseIndex {
    const read = disk.readBytes(key);
    const bytes = read?.signed
      ? Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength)
      : Buffer.alloc(0);
    const lines = new Map<string, [number, number]>();
    for (let at = 0; at < bytes.length; ) {
      const found = bytes.indexOf(10, at);
      const end = found < 0 ? bytes.length : found;
      if (end - at > KEY_LENGTH + 1)
        lines.set(bytes.toString('latin1', at, at + KEY_LENGTH), [at + KEY_LENGTH + 1, end]);
      at = end + 1;
    }
    return new ParseIndex(disk, key, bytes, lines);
  }

  /**
   * The light entry kept for this parse key, if the index has one of the expected shape: with its
   * line as text (for a watch build's memory) and as it stands here (for keep).
   */
  read(parseKey: string): { light: LightEntry; headings: () => string; text: () => string; line: Line } | undefined {
    const line = this.#read.get(parseKey);
    if (line === undefined) return undefined;
    const bytes = this.#bytes;
    const tab = bytes.indexOf(TAB_BYTE, line[0]);
    if (tab < 0 || tab >= line[1]) return undefined;
    try {
      // Only the light entry is decoded now; the headings and the whole line when asked for.
      const light = JSON.parse(bytes.toString('utf8', line[0], tab)) as LightEntry;
      if (!isLightEntry(light)) return undefined;
      const headings = () => bytes.toString('utf8', tab + 1, line[1]);
      return { light, headings, text: () => bytes.toString('utf8', line[0], line[1]), line };
    } catch {
      return undefined;
    }
  }

  /** Keeps a line for the next build: one read here, or lightLine's of an entry this machine signed. */
  keep(parseKey: string, line: Line): void {
    this.#next.set(parseKey, line);
  }

  /**
   * Writes the lines the next build will find, but those whose own entry could not be written. Lines
   * read back that follow each other here as in the index read go out as one run of its bytes.
   */
  write(written: (parseKey: string) => boolean): void {
    const parts: Buffer[] = [];
    let run: [start: number, end: number] | undefined;
    const endRun = () => {
      if (run) parts.push(this.#bytes.subarray(...run));
      run = undefined;
    };
    let lines = 0;
    let changed = false;
    for (const [parseKey, line] of this.#next) {
      if (!written(parseKey)) {
        changed = true;
        continue;
      }
      lines++;
      this.#disk.keep(parseKey);
      if (typeof line === 'string') {
        changed = true;
        endRun();
        parts.push(Buffer.from(`${parseKey} ${line}`));
        continue;
      }
      const start = line[0] - KEY_LENGTH - 1;
      if (run && run[1] + 1 === start) run[1] = line[1];
      else {
        endRun();
        run = [start, line[1]];
      }
    }
    endRun();
    if (!changed && lines === this.#read.size) return;
    this.#disk.writeBytes(
      this.#key,
      { lines },
      parts.flatMap((part, i) => (i === 0 ? [part] : [NEWLINE, part])),
    );
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
export function lightLine(stored: StoredEntry, digest: string): string {
  const { html: _html, sections, headings, ...doc } = stored.doc;
  const light: LightEntry = {
    doc: { ...doc, sections: sections.map((section) => [section.anchor, section.heading]) },
    diagnostics: stored.diagnostics,
    linkedRoutes: stored.linkedRoutes,
    digest,
  };
  return `${JSON.stringify(light)}${TAB}${JSON.stringify(headings)}`;
}

/**
 * A kept doc from its light entry: its HTML and its sections' text are read from its own entry on
 * first use (`body`, told how many sections the index gave it), its headings parsed from their JSON
 * on first use (from the doc's own entry if that JSON is not a list). The parsed line is this
 * doc's own: it is filled in place rather than copied field by field.
 */
export function lazyDoc(
  light: LightEntry['doc'],
  headingsJson: () => string,
  source: SourceFile,
  body: (sections: number) => StoredEntry['doc'],
): Doc {
  let read: StoredEntry['doc'] | undefined;
  const full = () => (read ??= body(light.sections.length));
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
  const doc = Object.assign(light, { sections, source, anchorIds: new Set(light.anchorIds) }) as unknown as Doc;
  Object.defineProperty(doc, 'html', { enumerable: true, configurable: true, get: () => full().html });
  let headings: Doc['headings'] | undefined;
  const headingsOf = (): Doc['headings'] => {
    try {
      const parsed: unknown = JSON.parse(headingsJson());
      if (Array.isArray(parsed)) return parsed as Doc['headings'];
    } catch {
      // Read from the doc's own entry below.
    }
    return full().headings;
  };
  Object.defineProperty(doc, 'headings', {
    enumerable: true,
    configurable: true,
    get: () => (headings ??= headingsOf()),
  });
  return doc;
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
    typeof value.digest === 'string' &&
    Array.isArray(value.doc.sections) &&
    value.doc.sections.every((section) => Array.isArray(section) && section.length === 2) &&
    Array.isArray(value.doc.anchorIds) &&
    Array.isArray(value.diagnostics) &&
    Array.isArray(value.linkedRoutes)
  );
}

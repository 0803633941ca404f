import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sha256 } from '../core/hash-text.js';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bumped whenever the layout of an entry changes. */
const FORMAT = 1;

/** An entry's value, and whether this machine wrote it (see DiskEntries). */
export interface ReadEntry {
  value: unknown;
  signed: boolean;
}

/**
 * A folder of entries, one file each, named by its key. A file is its payload's SHA-256 (an HMAC
 * with this machine's key, machine-key.ts, when there is one), a line break, then the payload
 * (JSON); it is written under a temporary name and renamed into place, so a reader sees a whole
 * entry or none, and two builds writing the same key at once both succeed.
 * Whatever does not check out — unreadable, truncated, corrupt, another format, another key — is
 * a miss with a note, never an error: the entry is simply made again.
 */
export class DiskEntries {
  readonly #dir: string;
  readonly #notes: string[];
  readonly #key: Buffer | null;
  readonly #writes: Array<Promise<void>> = [];
  readonly #failed = new Set<string>();
  readonly #used = new Set<string>();
  #made: Promise<unknown> | undefined;

  /**
   * With `key`, entries are signed: one read back with its signature was made by a build of this
   * machine, so what it holds was checked when it was made (an entry from elsewhere is still read,
   * unsigned, when its checksum holds). The signature costs what the checksum did.
   */
  constructor(dir: string, notes: string[], key: Buffer | null = null) {
    this.#dir = path.join(dir, `v${FORMAT}`);
    this.#notes = notes;
    this.#key = key;
  }

  /** Whether entries are signed with this machine's key (see the constructor). */
  get signs(): boolean {
    return this.#key !== null;
  }

  /** The seal of a payload given whole or in parts (a writeBytes entry's, which are not copied into one). */
  #seal(...parts: Array<string | Uint8Array>): string {
    const seal = this.#key ? createHmac('sha256', this.#key) : createHash('sha256');
    for (const part of parts) seal.update(part);
    return seal.digest('hex');
  }

  /** The folder of the entries (one per format): the sweep's (sweep.ts). */
  get folder(): string {
    return this.#dir;
  }

  /** The keys this build read, wrote or named as kept: the entries the sweep must leave. */
  get used(): ReadonlySet<string> {
    return this.#used;
  }

  /** Counts an entry as this build's without reading it (a parse index names it, parse-index.ts). */
  keep(key: string): void {
    this.#used.add(key);
  }

  /** The entry's file: a caller that found it wrong removes it (see ParseIndex.drop). */
  fileOf(key: string): string {
    return path.join(this.#dir, `${key}.json`);
  }

  async read(key: string): Promise<unknown> {
    return this.readNow(key);
  }

  /** The entry's value, read synchronously; undefined when missing, corrupt or made for another key. */
  readNow(key: string): unknown {
    return this.readEntry(key)?.value;
  }

  /** The entry and whether it carries this machine's signature; undefined as for readNow. */
  readEntry(key: string): ReadEntry | undefined {
    const sealed = this.#readSealed(key);
    if (!sealed) return undefined;
    const value = this.#valueFor(key, sealed.payload.toString('utf8'));
    return value && { value: value.value, signed: sealed.signed };
  }

  /**
   * The payload of the entry's file once its seal holds, and whether the seal is this machine's
   * signature (or only a checksum); undefined, with a note, when the file is missing or does not hold.
   */
  #readSealed(key: string): { payload: Buffer; signed: boolean } | undefined {
    let file: Buffer;
    try {
      // Synchronous: a warm build reads thousands of entries, each faster without a thread-pool round trip.
      file = readFileSync(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.#notes.push(`cache: cannot read ${this.fileOf(key)}: ${(error as Error).message}`);
      return undefined;
    }
    const payload = file.subarray(65);
    const seal = file[64] === 10 ? file.subarray(0, 64).toString('latin1') : '';
    const signed = this.#key !== null && seal === this.#seal(payload);
    if (!signed && seal !== sha256(payload)) {
      this.#notes.push(`cache: ignored ${this.fileOf(key)} (truncated or corrupt)`);
      return undefined;
    }
    this.#used.add(key);
    return { payload, signed };
  }

  /** The value of a `{key, value}` JSON text, when it was made for `key`; undefined, with a note, otherwise. */
  #valueFor(key: string, json: string): { value: unknown } | undefined {
    try {
      const entry = JSON.parse(json) as { key?: unknown; value?: unknown };
      if (entry.key === key) return { value: entry.value };
      this.#notes.push(`cache: ignored ${this.fileOf(key)} (made for another key)`);
    } catch {
      this.#notes.push(`cache: ignored ${this.fileOf(key)} (not JSON)`);
    }
    return undefined;
  }

  /** Records why an entry that checked out on disk was still not used (its content is refused). */
  ignore(key: string, why: string): void {
    this.#notes.push(`cache: ignored ${this.fileOf(key)} (${why})`);
  }

  write(key: string, value: unknown): void {
    // Encoded once, then sealed and written as bytes: a string is encoded again by each of the two.
    const payload = Buffer.from(JSON.stringify({ key, value }));
    this.#put(key, [Buffer.from(`${this.#seal(payload)}\n`), payload]);
  }

  /**
   * An entry of typed arrays (megabytes of numbers, which JSON and base64 would make several times
   * larger and slower): a JSON line `{key, value}`, then the arrays' bytes, sealed as a whole.
   * Read back with readBytes. The arrays are written as they are, not copied: they must not change
   * until flush (a changed one would be read back as corrupt, and made again).
   */
  writeBytes(key: string, value: unknown, arrays: readonly ArrayBufferView[]): void {
    // Encoded once: at 5,000 pages the head is ~1 MB of text, not all ASCII, and each encoding took ~15 ms.
    const head = Buffer.from(JSON.stringify({ key, value }));
    // Spaces before the line break put the arrays at a multiple of 8 in the file (after the seal's 65
    // bytes), where readBytes can view them in place of copying them.
    const end = 65 + head.byteLength + 1;
    const parts = [
      head,
      Buffer.from(`${' '.repeat((8 - (end % 8)) % 8)}\n`),
      ...arrays.map((array) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength)),
    ];
    // Sealed part by part and written as the parts: megabytes are not copied into one buffer twice.
    this.#put(key, [Buffer.from(`${this.#seal(...parts)}\n`), ...parts]);
  }

  /**
   * A writeBytes entry: its value and the arrays' bytes, at a multiple of 8 in their buffer (a view of the file read,
   * or a copy when it is not so placed); undefined as for readNow.
   */
  readBytes(key: string): { value: unknown; bytes: Uint8Array; signed: boolean } | undefined {
    const sealed = this.#readSealed(key);
    if (!sealed) return undefined;
    const { payload, signed } = sealed;
    const headEnd = payload.indexOf(10);
    if (headEnd < 0) {
      this.#notes.push(`cache: ignored ${this.fileOf(key)} (truncated or corrupt)`);
      return undefined;
    }
    const value = this.#valueFor(key, payload.subarray(0, headEnd).toString('utf8'));
    if (!value) return undefined;
    const body = payload.subarray(headEnd + 1);
    // Wider typed-array views need aligned offsets: an entry written before the padding is copied.
    const bytes = body.byteOffset % 8 === 0 ? body : new Uint8Array(body);
    return { value: value.value, bytes, signed };
  }

  #put(key: string, contents: string | Buffer | readonly Uint8Array[]): void {
    const file = this.fileOf(key);
    this.#used.add(key);
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    this.#made ??= mkdir(this.#dir, { recursive: true });
    const written = this.#made
      .then(() => writeFile(temporary, contents))
      .then(() => rename(temporary, file))
      .catch(async (error: Error) => {
        this.#notes.push(`cache: cannot write ${file}: ${error.message}`);
        this.#failed.add(key);
        await rm(temporary, { force: true }).catch(() => {});
      });
    this.#writes.push(written);
  }

  /** False once a write of `key` failed (known after flush). */
  wasWritten(key: string): boolean {
    return !this.#failed.has(key);
  }

  /** Waits for every write; a failed write only leaves a note. */
  async flush(): Promise<void> {
    await Promise.all(this.#writes);
  }
}

export { sha256 };

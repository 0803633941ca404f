import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q=0` refuses one), brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

const MAX_ENTRIES = 2000;

/** Compressed bodies by ETag, so a file is compressed once, not on every request. */
export class CompressionCache {
  readonly #entries = new Map<string, Buffer>();

  get(etag: string, encoding: Encoding, body: Buffer): Buffer {
    const key = `${encoding}:${etag}`;
    let compressed = this.#entries.get(key);
    if (!compressed) {
      // Quality 5: close to the best size at a fraction of the time of 11, fine for a preview server.
      compressed =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : gzipSync(body);
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, compressed);
    }
    return compressed;
  }
}

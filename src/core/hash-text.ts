import { createHash } from 'node:crypto';

/**
 * A text's or a file's SHA-256 (hex): how the build cache and a doc's file dependencies name contents, so a
 * dependency recorded while parsing is compared with the same hash when the cache is read.
 */
export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A text's SHA-1 (hex), which keys parses and names classes; a UTF-8 text and its bytes hash the same. */
export function hashText(text: string | Uint8Array): string {
  return createHash('sha1').update(text).digest('hex');
}

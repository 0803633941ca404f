import { createHash } from 'node:crypto';

/** A text's SHA-1 (hex), which keys parses and names classes; a UTF-8 text and its bytes hash the same. */
export function hashText(text: string | Uint8Array): string {
  return createHash('sha1').update(text).digest('hex');
}

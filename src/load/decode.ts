import { isUtf8 } from 'node:buffer';
import type { Diagnostic } from '../core/model.js';

export interface DecodedText {
  text: string;
  diagnostics: Diagnostic[];
}

/**
 * A `.md` file's bytes as text. The byte-order mark some Windows editors write is dropped (it would
 * hide the front matter). Bytes that are not UTF-8 still decode (as U+FFFD), with a warning at the
 * first line that holds one, so a file saved as Latin-1 or a binary renamed `.md` is not silent.
 */
export function decodeSource(file: string, bytes: Uint8Array): DecodedText {
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  if (isUtf8(bytes) && !bytes.includes(0)) return { text, diagnostics: [] };
  const lines = text.split('\n');
  const binary = bytes.includes(0);
  const index = lines.findIndex((line) => (binary ? line.includes('\u0000') : line.includes('\uFFFD')));
  const line = Math.max(index, 0) + 1;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
  const column = index === -1 ? 1 : (lines[index] ?? '').search(binary ? /\u0000/ : /\uFFFD/) + 1;
  const message = binary
    ? 'File holds binary data (a NUL byte), not Markdown text'
    : 'File is not valid UTF-8: bytes here are shown as "\uFFFD"';
  const hint = binary ? 'remove it from content/ or give it another extension' : 'save the file as UTF-8';
  return {
    text,
    diagnostics: [{ severity: 'warning', file, line, column, message, ruleId: 'source-encoding', hint }],
  };
}

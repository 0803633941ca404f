import { isUtf8 } from 'node:buffer';
import type { SourceFile } from '../core/model.js';
import { frontMatterFence, frontMatterText } from './front-matter-fence.js';

const decoder = new TextDecoder();
/** The bytes behind each source whose text is read only when asked for, and its front matter once found. */
const lazy = new WeakMap<SourceFile, { bytes: Uint8Array; frontMatter?: { yaml: string | undefined } }>();

/** UTF-8 as it is: valid, no NUL, no byte-order mark. Its text is its bytes decoded, and hashes as they do. */
export function isExactUtf8(bytes: Uint8Array): boolean {
  return isUtf8(bytes) && !bytes.includes(0) && !(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf);
}

/**
 * A source of exact UTF-8 bytes whose `text` is decoded when first read. A warm build of 5,000 docs
 * reads few texts, and the decoded ones were 38 MB of strings the young-generation GC copied twice.
 * `text` is an own enumerable getter, so a spread or a structured clone still copies the text.
 */
export function lazySource(path: string, contentPath: string, bytes: Uint8Array, hash: string): SourceFile {
  let text: string | undefined;
  const source: SourceFile = {
    path,
    contentPath,
    get text() {
      text ??= decoder.decode(bytes);
      return text;
    },
    hash,
  };
  lazy.set(source, { bytes });
  return source;
}

/** The first look at a file's start: enough for most front matters; a longer one is looked for in 4× as much. */
const FIRST_LOOK = 512;

/**
 * `frontMatterText(source.text)`, decoding only as much of the file's start as holds the whole block.
 * A match that ends before the end of a prefix (not at it, where `$` or a cut line may have let it
 * end) is the match in the whole text; a file not starting with `---` has none.
 */
export function sourceFrontMatterText(source: SourceFile): string | undefined {
  const kept = lazy.get(source);
  if (!kept) return frontMatterText(source.text);
  // Routes, drafts and headers each ask: found once.
  kept.frontMatter ??= { yaml: frontMatterOfBytes(kept.bytes) };
  return kept.frontMatter.yaml;
}

function frontMatterOfBytes(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 0x2d || bytes[1] !== 0x2d || bytes[2] !== 0x2d) return undefined;
  for (let look = FIRST_LOOK; ; look *= 4) {
    const end = Math.min(bytes.length, look);
    // A short-lived string: the source's text stays undecoded. A character cut at its end decodes
    // as U+FFFD, after any fence that counts.
    const head = decoder.decode(bytes.subarray(0, end));
    const fence = frontMatterFence(head);
    if (end === bytes.length) return fence?.yaml;
    if (fence && fence.end < head.length) return fence.yaml;
  }
}

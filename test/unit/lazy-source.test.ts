// A source read from exact UTF-8 bytes decodes its text only when asked, and finds its front matter
// from the start of its bytes: the same block as the whole text gives, whatever the length or cut.
import { describe, expect, it } from 'vitest';
import { isExactUtf8, lazySource, sourceFrontMatterText } from '../../src/load/lazy-source.js';
import { frontMatterText } from '../../src/load/frontmatter.js';
import { isDraft, routeOfSource } from '../../src/load/doc-header.js';

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
const sourceOf = (text: string) => lazySource('content/a/b.md', 'a/b.md', bytesOf(text), 'hash');

/** Seeded texts around the look sizes (512, 2,048, 8,192 bytes): multibyte letters, CRLF, fences that are not. */
function texts(count: number): string[] {
  let seed = 41;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pieces = ['título: ação', 'slug: /x', 'a: ---', '--- não', 'draft: true', 'é', '€', '😀', 'id: y', ''];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const eol = random(3) === 0 ? '\r\n' : '\n';
    const lines: string[] = [];
    const target = [100, 505, 511, 512, 513, 2040, 2050, 8190, 9000][random(9)]! + random(12);
    while (lines.join(eol).length < target) lines.push(pieces[random(pieces.length)]!.repeat(1 + random(4)));
    const close = ['---', '---  ', '--- x', '---\t'][random(4)]!;
    const body = random(4) === 0 ? '' : `${eol}# Título${eol}${'Texto ção. '.repeat(random(300))}`;
    const start = random(10) === 0 ? '--' : '---';
    out.push(`${start}${eol}${lines.join(eol)}${random(5) === 0 ? '' : eol}${close}${body}`);
  }
  return out;
}

describe('lazy sources', () => {
  it("find the same front matter as the whole text, without the source's text", () => {
    for (const text of texts(600)) {
      expect(sourceFrontMatterText(sourceOf(text))).toBe(frontMatterText(text));
    }
  });

  it('do not take a line that starts with --- at the end of a look for the closing fence', () => {
    for (const look of [512, 2048, 8192]) {
      for (const after of [' não', 'x', '\t-', '']) {
        // The line `---<after>` has its dashes end exactly where a look ends.
        const start = '---\ntitle: Ação\nnota: ';
        const yaml = `${start}${'x'.repeat(look - Buffer.byteLength(start) - 4)}`;
        const written = `${yaml}\n---${after}\nslug: /depois\n---\n\n# Corpo\n`;
        expect(Buffer.byteLength(`${yaml}\n---`)).toBe(look);
        expect(sourceFrontMatterText(sourceOf(written))).toBe(frontMatterText(written));
      }
    }
  });

  it('give the same route and draft answer as a decoded source', () => {
    for (const text of texts(300)) {
      const decoded = { path: 'content/a/b.md', contentPath: 'a/b.md', text, hash: 'hash' };
      expect(routeOfSource('/manual/', sourceOf(text))).toBe(routeOfSource('/manual/', decoded));
      expect(isDraft(sourceOf(text))).toBe(isDraft(decoded));
    }
  });

  it('decode their text once asked, and a spread or a clone carries it', () => {
    const text = '---\ntitle: Ação\n---\n\n# Olá\n';
    const source = sourceOf(text);
    expect(source.text).toBe(text);
    expect({ ...source }.text).toBe(text);
    expect(structuredClone(source).text).toBe(text);
  });

  it('are only made of bytes that are their text: no byte-order mark, no NUL, valid UTF-8', () => {
    expect(isExactUtf8(bytesOf('ação'))).toBe(true);
    expect(isExactUtf8(bytesOf('\uFEFFação'))).toBe(false);
    expect(isExactUtf8(bytesOf('a\0b'))).toBe(false);
    expect(isExactUtf8(Buffer.from([0x61, 0xe7, 0x61]))).toBe(false);
  });
});

// The up-to-date check reads and hashes every input; the build that follows takes the Markdown files
// it read (src/cache/site-inputs.ts ReadAhead) rather than reading and hashing them again. A source's
// hash must stay the SHA-1 of its text however it was read.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashSiteInputs, ReadAhead } from '../../src/cache/site-inputs.js';
import type { Diagnostic } from '../../src/core/model.js';
import { hashText } from '../../src/core/hash-text.js';
import { readMarkdown } from '../../src/load/sources.js';

async function siteWith(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-read-ahead-'));
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  return root;
}

describe('files read ahead by the input hash', () => {
  it('are the Markdown files of the hashed folders, each taken once', async () => {
    const root = await siteWith({ 'content/a.md': '# A\n', 'content/b/c.mdx': 'C\n', 'content/img.png': 'png' });
    const readAhead = new ReadAhead();
    expect(await hashSiteInputs(root, { folders: ['content'], files: [] }, readAhead)).toMatch(/^[0-9a-f]{64}$/);
    expect(readAhead.take(path.join(root, 'content/a.md'))?.bytes.toString()).toBe('# A\n');
    expect(readAhead.take(path.join(root, 'content/a.md'))).toBeUndefined();
    expect(readAhead.take(path.join(root, 'content/b/c.mdx'))?.sha1).toBe(hashText('C\n'));
    expect(readAhead.take(path.join(root, 'content/img.png'))).toBeUndefined();
  });

  it('are what the build reads: the bytes the hash was taken of, not a later edit', async () => {
    const root = await siteWith({ 'content/a.md': 'antes\n' });
    const readAhead = new ReadAhead();
    const before = await hashSiteInputs(root, { folders: ['content'], files: [] }, readAhead);
    await writeFile(path.join(root, 'content/a.md'), 'depois\n');
    const [source] = await readMarkdown(root, 'content', ['a.md'], [], readAhead);
    expect(source?.text).toBe('antes\n');
    expect(source?.hash).toBe(hashText('antes\n'));
    // The edit is the next build's change: the hash of the inputs now differs.
    expect(await hashSiteInputs(root, { folders: ['content'], files: [] })).not.toBe(before);
    const [again] = await readMarkdown(root, 'content', ['a.md'], [], readAhead);
    expect(again?.text).toBe('depois\n');
  });

  it("keep each source's hash the SHA-1 of its text: with a byte-order mark, or bytes that are not UTF-8", async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Título\n')]);
    const latin1 = Buffer.from('# T\xedtulo\n', 'latin1');
    const root = await siteWith({ 'content/bom.md': bom, 'content/latin1.md': latin1, 'content/ok.md': '# Título\n' });
    const readAhead = new ReadAhead();
    await hashSiteInputs(root, { folders: ['content'], files: [] }, readAhead);
    const diagnostics: Diagnostic[] = [];
    const sources = await readMarkdown(root, 'content', ['bom.md', 'latin1.md', 'ok.md'], diagnostics, readAhead);
    expect(sources.map((source) => source.text.startsWith('# T'))).toEqual([true, true, true]);
    for (const source of sources) expect(source.hash).toBe(hashText(source.text));
    expect(diagnostics).toHaveLength(1);
    // The same without a read-ahead.
    const read = await readMarkdown(root, 'content', ['bom.md', 'latin1.md', 'ok.md'], []);
    expect(read.map((source) => source.hash)).toEqual(sources.map((source) => source.hash));
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

describe('what a .md file holds besides UTF-8 text', () => {
  it('a byte-order mark before the front matter is dropped', async () => {
    const root = await sites.copy();
    const file = path.join(root, 'content/oculta.md');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(file)]));
    const { code, err } = await helpdocs('build', '--root', root);
    expect(err).not.toMatch(/no title/);
    expect(code).toBe(0);
    expect(await readFile(path.join(root, 'out/manual/oculta/index.html'), 'utf8')).toContain('Página oculta');
  });

  it('bytes that are not UTF-8 give a warning at their line', async () => {
    const root = await sites.copy();
    const latin1 = Buffer.from('---\ntitle: "Oculta"\n---\n\nPrimeira linha.\nSegunda com acento: ', 'utf8');
    await writeFile(
      path.join(root, 'content/oculta.md'),
      Buffer.concat([latin1, Buffer.from([0x61, 0xe7, 0xe3, 0x6f, 0x0a])]),
    );
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(0);
    expect(err.split('\n')).toContain(
      'content/oculta.md:6:22 warning File is not valid UTF-8: bytes here are shown as "\uFFFD" (save the file as ' +
        'UTF-8) source-encoding',
    );
  });

  it('binary content gives a warning', async () => {
    const root = await sites.copy();
    await writeFile(
      path.join(root, 'content/oculta.md'),
      Buffer.concat([
        Buffer.from('---\ntitle: "Oculta"\n---\n\n'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x0a]),
      ]),
    );
    const { err } = await helpdocs('check', '--root', root);
    expect(err.split('\n')).toContain(
      'content/oculta.md:5:5 warning File holds binary data (a NUL byte), not Markdown text (remove it from content/ ' +
        'or give it another extension) source-encoding',
    );
  });
});

import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

describe('file names that cannot be part of an address are refused', () => {
  const cases: Array<{ name: string; linked: string; char: string; renamed: string }> = [
    { name: 'c#.md', linked: 'c%23.md', char: '#', renamed: 'c-.md' },
    { name: 'perguntas?.md', linked: 'perguntas%3F.md', char: '?', renamed: 'perguntas-.md' },
    { name: 'a%20b.md', linked: 'a%2520b.md', char: '%', renamed: 'a-20b.md' },
    // Would reach redirect rules and Location headers, where `\` reads as `/` and CR ends a header.
    { name: 'a\\b.md', linked: 'a%5Cb.md', char: '\\\\', renamed: 'a-b.md' },
    { name: 'a\rb.md', linked: 'a%0Db.md', char: '\\r', renamed: 'a-b.md' },
  ];
  for (const { name, linked, char, renamed } of cases) {
    it(`the page ${name}, linked as ./${linked}: one error at the file, nothing written`, async () => {
      const root = await sites.copy();
      await writeFile(path.join(root, 'content/guia', name), '---\ntitle: "Estranho"\n---\n\nTexto.\n');
      await edit(
        root,
        'content/guia/instalacao.md',
        '![Logo](/img/logo.png).',
        `![Logo](/img/logo.png). Veja [a página](./${linked}).`,
      );
      const { code, err } = await helpdocs('build', '--root', root, '--quiet');
      expect(code).toBe(1);
      expect(err.split('\n').filter((line) => / error /.test(line) && !line.startsWith('helpdocs:'))).toEqual([
        `content/guia/${name}:1:1 error File name holds "${char}", which cannot be part of a web address as it is ` +
          `(rename the file without "#", "?", "%", "\\" or control characters (e.g. guia/${renamed})) unsafe-file-name`,
      ]);
      expect(existsSync(path.join(root, 'out'))).toBe(false);
    });
  }

  it('an image named with "#" is refused too', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/guia/tela#1.png'), 'png');
    await edit(
      root,
      'content/guia/instalacao.md',
      '![Logo](/img/logo.png).',
      '![Logo](/img/logo.png) ![Tela](./tela%231.png).',
    );
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).toBe(1);
    expect(err).toContain('content/guia/tela#1.png:1:1 error File name holds "#"');
  });
});

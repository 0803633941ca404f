import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

/** Builds and returns the exit code and the lines of diagnostics. */
async function buildSite(root: string) {
  const { code, err } = await helpdocs('build', '--root', root, '--quiet');
  return { code, lines: err.split('\n') };
}

describe('symlinks never leave the site folder', () => {
  const cases: Array<{ name: string; link: string; target: string; expected: string }> = [
    {
      name: 'a content folder linked to /etc',
      link: 'content/etc',
      target: '/etc',
      expected:
        'content/etc:1:1 error Symlink content/etc leads outside the site folder (to /etc) (copy the file into the ' +
        'site folder instead of linking to it) symlink-outside',
    },
    {
      name: 'a static file linked to /etc/passwd',
      link: 'static/x.txt',
      target: '/etc/passwd',
      expected:
        'static/x.txt:1:1 error Symlink static/x.txt leads outside the site folder (to /etc/passwd) (copy the file ' +
        'into the site folder instead of linking to it) symlink-outside',
    },
    {
      name: 'a doc linked to /etc/passwd',
      link: 'content/passwd.md',
      target: '/etc/passwd',
      expected:
        'content/passwd.md:1:1 error Symlink content/passwd.md leads outside the site folder (to /etc/passwd) (copy ' +
        'the file into the site folder instead of linking to it) symlink-outside',
    },
    {
      name: 'a folder linked to its parent',
      link: 'content/loop/up',
      target: '..',
      expected:
        'content/loop/up:1:1 error Symlink content/loop/up -> .. loops: its target content holds the link itself ' +
        '(remove the link) symlink-loop',
    },
    {
      name: 'a folder linked to the site folder',
      link: 'content/raiz',
      target: '..',
      expected:
        'content/raiz:1:1 error Symlink content/raiz -> .. loops: its target . holds the link itself (remove the ' +
        'link) symlink-loop',
    },
    {
      name: 'a link to itself',
      link: 'content/eu.md',
      target: 'eu.md',
      expected:
        'content/eu.md:1:1 error Symlink content/eu.md -> eu.md is a loop of links (remove the link) symlink-loop',
    },
  ];
  for (const { name, link, target, expected } of cases) {
    it(`${name} is an error naming the link and its target; nothing is written`, async () => {
      const root = await sites.copy();
      await mkdir(path.dirname(path.join(root, link)), { recursive: true });
      await symlink(target, path.join(root, link));
      const { code, lines } = await buildSite(root);
      expect(code).toBe(1);
      expect(lines).toContain(expected);
      expect(lines.filter((line) => / error /.test(line) && !line.startsWith('helpdocs:'))).toHaveLength(1);
      expect(existsSync(path.join(root, 'out'))).toBe(false);
    });
  }

  it('two links that lead into each other are a loop', async () => {
    const root = await sites.copy();
    await mkdir(path.join(root, 'shared'));
    await symlink('../shared', path.join(root, 'content/partilhado'));
    await symlink('../content', path.join(root, 'shared/volta'));
    const { code, lines } = await buildSite(root);
    expect(code).toBe(1);
    expect(lines).toContain(
      'content/partilhado/volta:1:1 error Symlink content/partilhado/volta -> ../content loops: its target content ' +
        'holds the link itself (remove the link) symlink-loop',
    );
  });

  it('links whose targets lie inside the site folder keep working', async () => {
    const root = await sites.copy();
    await mkdir(path.join(root, 'shared'));
    await writeFile(path.join(root, 'shared/comum.md'), '---\ntitle: "Comum"\n---\n\nTexto partilhado.\n');
    await symlink('../shared', path.join(root, 'content/partilhado'));
    await symlink('img', path.join(root, 'static/imagens'));
    await symlink('configuracao.md', path.join(root, 'content/guia/config-atalho.md'));
    const { code, lines } = await buildSite(root);
    expect(lines.filter((line) => / error /.test(line))).toEqual([]);
    expect(code).toBe(0);
    expect(await readFile(path.join(root, 'out/manual/partilhado/comum/index.html'), 'utf8')).toContain(
      'Texto partilhado.',
    );
    expect(existsSync(path.join(root, 'out/manual/imagens/logo.png'))).toBe(true);
    expect(existsSync(path.join(root, 'out/manual/guia/config-atalho/index.html'))).toBe(true);
  });
});

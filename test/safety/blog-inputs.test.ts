// A Docusaurus site's blog is Markdown and data written by anyone: its authors file, post front matter
// and text are held to the same rules as docs.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();
let outside = '';

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'helpdocs-outside-'));
  // Not YAML a parser accepts: its error message would quote the line.
  await writeFile(path.join(outside, 'secret.txt'), '*secret-line\n');
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

describe('blog/authors.yml', () => {
  it('linked to a file outside the site: refused, never parsed nor printed', async () => {
    const root = await sites.copy('docusaurus-site');
    await rm(path.join(root, 'blog/authors.yml'));
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'blog/authors.yml'));
    const { code, out, err } = await helpdocs('build', '--root', root);
    expect(code).not.toBe(0);
    expect(err).toContain('Symlink blog/authors.yml leads outside the site folder');
    expect(`${out}${err}`).not.toContain('secret-line');
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});

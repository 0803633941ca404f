// `init --force` writes among a folder's files: a symlink there (the README, the config, content/)
// would have it overwrite a file outside the folder. Every such link is refused, and nothing written.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { helpdocs } from './helpers.js';

const made: string[] = [];
let outside = '';
let site = '';

beforeEach(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'helpdocs-outside-'));
  site = await mkdtemp(path.join(tmpdir(), 'helpdocs-init-'));
  made.push(outside, site);
  await writeFile(path.join(outside, 'precious.txt'), 'keep me');
  await mkdir(path.join(outside, 'docs'));
});
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('init --force never writes through a symlink', () => {
  for (const link of ['README.md', 'helpdocs.config.ts']) {
    it(`refuses ${link} linked to a file outside the folder`, async () => {
      await symlink(path.join(outside, 'precious.txt'), path.join(site, link));
      const { code, err } = await helpdocs('init', site, '--yes', '--force');
      expect(code).toBe(2);
      expect(err).toContain(`${path.join(site, link)} is a symlink`);
      expect(await readFile(path.join(outside, 'precious.txt'), 'utf8')).toBe('keep me');
      expect(existsSync(path.join(site, 'package.json'))).toBe(false);
    });
  }

  it('refuses content/ linked to a folder outside, and names every link at once', async () => {
    await symlink(path.join(outside, 'docs'), path.join(site, 'content'));
    await symlink(path.join(outside, 'precious.txt'), path.join(site, 'README.md'));
    const { code, err } = await helpdocs('init', site, '--yes', '--force');
    expect(code).toBe(2);
    expect(err).toContain(`${path.join(site, 'README.md')}, ${path.join(site, 'content')} are symlinks`);
    expect(await readdir(path.join(outside, 'docs'))).toEqual([]);
    expect(err).not.toMatch(/\n\s+at /);
  });
});

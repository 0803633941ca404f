// versions.json names folders (`versioned_docs/version-<name>`): a name cannot lead out of the site,
// and a version folder linked out of the site is refused naming the link and its target.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();
let outside = '';

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'helpdocs-outside-'));
  await mkdir(path.join(outside, 'vsecret'));
  await writeFile(path.join(outside, 'vsecret', 'intro.md'), '# Outside\n\nsecret-line\n');
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

describe('versions.json cannot reach outside the site folder', () => {
  it('refuses a version name with a slash or "..", at its line', async () => {
    const root = await sites.copy('docusaurus-versions');
    // The copy lies in the temporary folder too: three levels up from versioned_docs/version-x/ is outside it.
    const upAndOut = path.relative(path.join(root, 'versioned_docs', 'version-x'), path.join(outside, 'vsecret'));
    await writeFile(path.join(root, 'versions.json'), `[\n  "2.0",\n  ${JSON.stringify(`x/${upAndOut}`)}\n]\n`);
    const { code, out, err } = await helpdocs('build', '--root', root);
    expect(code).not.toBe(0);
    expect(err).toMatch(/versions\.json:3:3 error .*no slash or backslash/);
    expect(`${out}${err}`).not.toContain('secret-line');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('refuses "..", and a backslash', async () => {
    const root = await sites.copy('docusaurus-versions');
    await writeFile(path.join(root, 'versions.json'), '["..", "a\\\\b"]');
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).not.toBe(0);
    expect(err).toMatch(/versions\.json:1:2 error .*not "\." or "\.\."/);
    expect(err).toMatch(/versions\.json:1:8 error .*no slash or backslash/);
  });

  it('names a version folder linked out of the site, and its target', async () => {
    const root = await sites.copy('docusaurus-versions');
    const folder = path.join(root, 'versioned_docs', 'version-1.0');
    await rm(folder, { recursive: true });
    await symlink(path.join(outside, 'vsecret'), folder);
    const { code, out, err } = await helpdocs('build', '--root', root);
    expect(code).not.toBe(0);
    expect(err).toContain(
      `versioned_docs/version-1.0 leads outside the site folder (to ${path.join(outside, 'vsecret')})`,
    );
    expect(err).not.toContain('no docs found');
    expect(`${out}${err}`).not.toContain('secret-line');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

// The config's url is the origin every page's address is made from: one that is not http(s) is a
// config error naming the key, never a crash with a stack trace.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogSite } from './blog-site.js';
import { helpdocs } from './helpers.js';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("docusaurus.config's url", () => {
  for (const url of ['javascript:alert(1)//', 'data:text/html,<b>x</b>', 'ftp://files.example']) {
    it(`refuses ${url}, naming the key`, async () => {
      const root = await blogSite({ files: {}, url: JSON.stringify(url) });
      made.push(root);
      const { code, out, err } = await helpdocs('build', '--root', root);
      expect(code).toBe(2);
      expect(err).toContain('docusaurus.config.js: invalid configuration');
      expect(err).toContain('url: must be an http:// or https:// address');
      expect(`${out}${err}`).not.toMatch(/\n\s+at |TypeError/);
      expect(existsSync(path.join(root, 'build'))).toBe(false);
    });
  }
});

describe('a navbar or footer link with a script URL', () => {
  it('is left out, the warning saying why', async () => {
    const root = await blogSite({
      files: {},
      themeConfig:
        "{ navbar: { items: [{ href: 'javascript:alert(1)', label: 'Run' }] }, " +
        "footer: { links: [{ title: 'More', items: [{ to: 'data:text/html,x', label: 'Data' }] }] } }",
    });
    made.push(root);
    const { err } = await helpdocs('check', '--root', root);
    expect(err).toMatch(
      /warning Link "Run" "javascript:alert\(1\)" uses a javascript: URL, which is refused .*: left out/,
    );
    expect(err).toMatch(/warning Link "Data" "data:text\/html,x" uses a data: URL, which is refused .*: left out/);
    expect(err).not.toContain('helpdocs does not build');
  });
});

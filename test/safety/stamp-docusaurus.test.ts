// The build stamp covers every folder a Docusaurus site's build reads: an edit to a blog post, its
// authors file or a Markdown page of src/pages is never reported "up to date" with the old page kept.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeRequires, UNKNOWN_REQUIRE } from '../../src/load/config/runtime-requires.js';
import { blogSite } from './blog-site.js';
import { helpdocs } from './helpers.js';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const build = (root: string) => helpdocs('build', '--root', root, '--cache-dir', 'cache');

describe('build stamp of a Docusaurus site', { timeout: 300_000 }, () => {
  it('sees edits to a post, authors.yml and src/pages', async () => {
    const root = await blogSite({
      files: {
        'blog/authors.yml': 'ada:\n  name: Ada Old\n',
        'blog/2026-01-01-hi.md': '---\ntitle: Hi\nauthors: [ada]\n---\n\nOld post text.\n',
        'src/pages/team.md': '# Team\n\nOld team text.\n',
      },
    });
    made.push(root);
    expect((await build(root)).code).toBe(0);
    expect((await build(root)).err).toContain('is up to date');
    const edits: Array<[string, string, string, string]> = [
      ['blog/2026-01-01-hi.md', 'Old post text', 'New post text', 'build/blog/2026/01/01/hi/index.html'],
      ['blog/authors.yml', 'Ada Old', 'Ada New', 'build/blog/2026/01/01/hi/index.html'],
      ['src/pages/team.md', 'Old team text', 'New team text', 'build/team/index.html'],
    ];
    for (const [file, from, to, page] of edits) {
      const text = await readFile(path.join(root, file), 'utf8');
      await writeFile(path.join(root, file), text.replace(from, to));
      const again = await build(root);
      expect(again.err, file).not.toContain('is up to date');
      expect(await readFile(path.join(root, page), 'utf8')).toContain(to);
    }
  });
});

describe('a config that uses require.resolve', { timeout: 300_000 }, () => {
  it('is stamped, with the file it names as an input', async () => {
    const root = await blogSite({
      files: { 'src/css/custom.css': 'body { color: rgb(1, 2, 3); }\n' },
      blog: "{}, theme: { customCss: require.resolve('./src/css/custom.css') }",
    });
    made.push(root);
    expect((await build(root)).code).toBe(0);
    expect((await build(root)).err).toContain('is up to date');
    await writeFile(path.join(root, 'src/css/custom.css'), 'body { color: rgb(4, 5, 6); }\n');
    expect((await build(root)).err).not.toContain('is up to date');
  });

  it('reads the files and packages the require shim reaches; a dynamic require trusts no stamp', () => {
    const shim = 'var __require = (x) => x; var f = function __require2() {};';
    const resolves = `__require.resolve("./a.css"); __require.resolve('@scope/pkg/x'); __require.resolve("node:path");`;
    const code = `${shim}${resolves}`;
    expect(runtimeRequires(code)).toEqual({ files: ['./a.css'], packages: ['@scope/pkg'] });
    expect(runtimeRequires(`${shim} __require(name)`).packages).toEqual([UNKNOWN_REQUIRE]);
    expect(runtimeRequires(`${shim} __require.resolve(name)`).packages).toEqual([UNKNOWN_REQUIRE]);
    expect(runtimeRequires('var __commonJS = (cb) => function __require() {};').packages).toEqual([]);
  });
});

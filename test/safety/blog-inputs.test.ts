// A Docusaurus site's blog is Markdown and data written by anyone: its authors file, post front matter
// and text are held to the same rules as docs.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogSite } from './blog-site.js';
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
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

describe('author links that could run code are build errors', () => {
  it('authors.yml and front matter: javascript:, vbscript: and data: URLs, each at its line', async () => {
    const root = sites.track(
      await blogSite({
        files: {
          'blog/authors.yml':
            'ada:\n  name: Ada\n  url: "javascript:alert(1)"\nbob:\n  name: Bob\n  url: vbscript:msgbox\n',
          'blog/2026-01-01-hi.md': '---\ntitle: Hi\nauthors: [ada, bob]\n---\n\nHello.\n',
          'blog/2026-01-02-own.md':
            '---\ntitle: Own\nauthors:\n  - name: Cy\n    url: "data:text/html,<script>alert(1)</script>"\n---\n\nX.\n',
          'blog/2026-01-03-old.md': '---\ntitle: Old\nauthor: Dee\nauthor_url: " JaVaScript:alert(1)"\n---\n\nY.\n',
        },
      }),
    );
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(/blog\/authors\.yml:3:8 error The url of author "ada" .*javascript: URL/);
    expect(err).toMatch(/blog\/authors\.yml:6:8 error The url of author "bob" .*vbscript: URL/);
    expect(err).toMatch(/blog\/2026-01-02-own\.md:3:1 error The url of author "Cy" .*data: URL/);
    expect(err).toMatch(/blog\/2026-01-03-old\.md:4:1 error author_url .*javascript: URL/);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

describe("a post whose slug is one of the blog's own pages", () => {
  it('is an error naming the post and the page, for each one; no stack trace', async () => {
    const slugs = ['archive', 'page/2', 'tags/x', 'authors', 'rss.xml', 'atom.xml', 'archive.html'];
    const files: Record<string, string> = {
      'blog/authors.yml': 'ada:\n  name: Ada\n',
      'blog/2026-01-01-tagged.md': '---\ntitle: Tagged\ntags: [x]\nauthors: [ada]\n---\n\nT.\n',
    };
    for (const [i, slug] of slugs.entries())
      files[`blog/2026-02-0${i + 1}-p${i}.md`] = `---\ntitle: P${i}\nslug: ${slug}\n---\n\nText.\n`;
    const root = sites.track(await blogSite({ files, blog: '{ postsPerPage: 1 }' }));
    const { code, out, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    const says = (i: number, page: string) =>
      expect(err).toContain(
        `blog/2026-02-0${i + 1}-p${i}.md:1:1 error Post route /blog/${slugs[i]}/ is the blog's ${page}`,
      );
    says(0, 'archive');
    says(1, 'list page 2');
    says(2, 'page of the tag "x"');
    says(3, 'authors page');
    says(4, 'RSS feed');
    says(5, 'Atom feed');
    says(6, 'archive');
    expect(`${out}${err}`).not.toMatch(/EISDIR|\n\s+at /);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

describe('post dates outside the years 0000 to 9999', () => {
  it('are errors at the date line, naming the file; no crash, no feed with an invalid date', async () => {
    const dates = ['-271821-04-20', '+275760-09-13', '10000-01-01'];
    const files = Object.fromEntries(
      dates.map((date, i) => [`blog/p${i}.md`, `---\ntitle: P${i}\ndate: "${date}"\n---\n\nText.\n`]),
    );
    const root = sites.track(await blogSite({ files }));
    const { code, out, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(1);
    for (const [i, date] of dates.entries())
      expect(err).toContain(
        `blog/p${i}.md:3:1 error Post date "${date}" is not a date between the years 0000 and 9999`,
      );
    expect(`${out}${err}`).not.toMatch(/RangeError|\n\s+at /);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

describe('the feeds hold only characters XML can', () => {
  it('a NUL or vertical tab in a title, description or text is left out of rss.xml and atom.xml', async () => {
    const post = '---\ntitle: "Ti\\vtle"\ndescription: "De\\0scr\\vip\\x01tion"\n---\n\nTe\u000bxt\u0000 here.\n';
    const root = sites.track(
      await blogSite({ files: { 'blog/2026-01-01-a.md': post, 'blog/2026-01-02-b.md': '# B\n\nVer\u000btical.\n' } }),
    );
    const { code } = await helpdocs('build', '--root', root);
    expect(code).toBe(0);
    for (const feed of ['rss.xml', 'atom.xml']) {
      const text = await readFile(path.join(root, 'build/blog', feed), 'utf8');
      expect(text).toContain('Description');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
      expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
    }
  });
});

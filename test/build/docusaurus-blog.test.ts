import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

// The blog of test/fixtures/docusaurus-site: four posts (a dated file, a dated folder, a post with
// its own slug and date, one cut by a truncate marker), two to a list page.
const root = `${fixtures}docusaurus-site`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const errors = (result: BuildResult) => result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);

describe("a Docusaurus site's blog", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('builds each post at its dated route, or at its front matter slug', () => {
    expect(errors(result)).toEqual([]);
    expect(result.config.blog).toEqual({
      dir: 'blog',
      routeBasePath: 'blog',
      postsPerPage: 2,
      authorsBasePath: 'authors',
      title: 'Blog',
      description: 'Blog',
      showReadingTime: true,
      listWithoutPosts: true,
      listHeading: false,
      archiveDatesWithYear: false,
      onInlineTags: 'warn',
    });
    const blogFiles = result.files.map((file) => file.path).filter((file) => /^blog\/.*index\.html$/.test(file));
    expect(blogFiles.sort()).toEqual([
      'blog/2026/01/01/hello/index.html',
      'blog/2026/02/14/light-tables/index.html',
      'blog/2026/03/01/charts-in-the-dark/index.html',
      'blog/archive/index.html',
      'blog/authors/index.html',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/tags/index.html',
      'blog/tags/release/index.html',
      'blog/welcome/index.html',
    ]);
  });

  it('draws a post with its title once, its date, its authors and the posts on either side', () => {
    const post = main(page(result, 'blog/2026/02/14/light-tables/index.html'));
    expect(post.match(/<h1/g)).toHaveLength(1);
    expect(post).toContain('<h1>Lighter tables in Lumen 1.2</h1>');
    expect(post).toContain('<time dateTime="2026-02-14">February 14, 2026</time>');
    expect(post).toContain('<span class="blog-reading-time">One min read</span>');
    // An authors.yml key, by name; the text after the truncate marker is on the post's own page.
    expect(post).toContain('By <a href="https://lumen.example/ada" rel="author noopener">Ada Brightwell</a>');
    expect(post).toContain('What changed');
    expect(post).toContain('<a class="tag" href="/blog/tags/release/" rel="tag">release</a>');
    expect(post).toMatch(/href="\/blog\/2026\/03\/01\/charts-in-the-dark\/" rel="prev">.*Newer post/);
    expect(post).toMatch(/href="\/blog\/2026\/01\/01\/hello\/" rel="next">.*Older post/);
    // A folder's index.md, its title its first heading, its author written in its front matter.
    const folder = main(page(result, 'blog/2026/03/01/charts-in-the-dark/index.html'));
    expect(folder).toContain('<h1>Charts in the dark</h1>');
    expect(folder.match(/<h1/g)).toHaveLength(1);
    expect(folder).toContain('By Bruno Okafor');
    expect(folder).not.toContain('Newer post');
    // Front matter date and slug.
    const welcome = main(page(result, 'blog/welcome/index.html'));
    expect(welcome).toContain('<time dateTime="2025-12-20">');
    expect(welcome).toContain('Newer post');
    expect(welcome).not.toContain('Older post');
  });

  it('lists the posts newest first, two to a page, an excerpt with a link to read the rest', () => {
    const first = main(page(result, 'blog/index.html'));
    const titles = (html: string) => [...html.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles(first)).toEqual(['/blog/2026/03/01/charts-in-the-dark/', '/blog/2026/02/14/light-tables/']);
    // Cut at the marker, with a "read more"; a post without a marker shown whole, without one.
    expect(first).toContain('Lumen 1.2 draws a table of ten thousand rows in half the time.');
    expect(first).not.toContain('What changed');
    expect(first).toContain('aria-label="Read more about Lighter tables in Lumen 1.2">Read more</a>');
    expect(first.match(/Read more<\/a>/g)).toHaveLength(1);
    expect(first).toContain('Some readers work at night');
    expect(first).toContain('href="/blog/page/2/" rel="next"');
    // No heading and no archive link above the posts, as Docusaurus's BlogListPage draws it.
    expect(first).not.toContain('<h1');
    expect(first).not.toContain('href="/blog/archive/"');
    const second = main(page(result, 'blog/page/2/index.html'));
    expect(titles(second)).toEqual(['/blog/2026/01/01/hello/', '/blog/welcome/']);
    expect(second).toContain('href="/blog/" rel="prev"');
    expect(second).not.toContain('rel="next"');
  });

  it("lists a tag's posts on its page, and every tag on the blog's tags page", () => {
    const tag = main(page(result, 'blog/tags/release/index.html'));
    expect(tag).toContain('<h1>One post tagged with &quot;release&quot;</h1>');
    expect(tag).toContain('<a href="/blog/2026/02/14/light-tables/">Lighter tables in Lumen 1.2</a>');
    expect(tag).toContain('href="/blog/tags/"');
    expect(main(page(result, 'blog/tags/index.html'))).toContain('href="/blog/tags/release/"');
  });

  it('writes RSS and Atom feeds of the posts, newest first, named in the list pages', () => {
    const rss = page(result, 'blog/rss.xml');
    expect(rss).toContain('<atom:link href="https://lumen.example/blog/rss.xml" rel="self"');
    const links = [...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    // Docusaurus's permalinks, as the site sets no trailingSlash.
    expect(links).toEqual([
      'https://lumen.example/blog',
      'https://lumen.example/blog/2026/03/01/charts-in-the-dark',
      'https://lumen.example/blog/2026/02/14/light-tables',
      'https://lumen.example/blog/2026/01/01/hello',
      'https://lumen.example/blog/welcome',
    ]);
    expect(rss).toContain('<pubDate>Sat, 14 Feb 2026 00:00:00 GMT</pubDate>');
    const atom = page(result, 'blog/atom.xml');
    expect(atom).toContain('<updated>2026-03-01T00:00:00Z</updated>');
    expect(atom).toContain('<author><name>Ada Brightwell</name></author>');
    expect(page(result, 'blog/index.html')).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog RSS"/>',
    );
  });

  it('names the posts and the blog pages in the sitemap', () => {
    const sitemap = page(result, 'sitemap.xml');
    for (const route of ['blog', 'blog/page/2', 'blog/archive', 'blog/tags/release', 'blog/welcome'])
      expect(sitemap).toContain(`<loc>https://lumen.example/${route}</loc>`);
  });

  it('lists every post by year in the archive, the newest year first and each year oldest first', () => {
    const archive = main(page(result, 'blog/archive/index.html'));
    expect([...archive.matchAll(/<h2[^>]*>(\d{4})<\/h2>/g)].map((m) => m[1])).toEqual(['2026', '2025']);
    // Docusaurus's listPostsByYears (BlogArchivePage) puts each post before the year's others.
    expect([...archive.matchAll(/<a href="(\/blog\/[^"]+)">/g)].map((m) => m[1])).toEqual([
      '/blog/2026/01/01/hello/',
      '/blog/2026/02/14/light-tables/',
      '/blog/2026/03/01/charts-in-the-dark/',
      '/blog/welcome/',
    ]);
  });

  it('lists its authors, each with the number of posts they wrote, at /blog/authors/', () => {
    const authors = main(page(result, 'blog/authors/index.html'));
    expect(authors).toMatch(/<h1>Authors<\/h1>/);
    const ada = '<a href="https://lumen.example/ada" rel="author noopener">Ada Brightwell</a> · Maintainer of Lumen';
    expect(authors).toMatch(new RegExp(`${ada} · Posts: \\d+`));
  });

  it('keeps the navbar link to the blog, and names what the blog lacks once, at its key', () => {
    expect(page(result, 'docs/intro/index.html')).toMatch(/<ul class="navbar-links">.*href="\/blog\/">Blog<\/a>/);
    const notes = result.diagnostics.filter((d) => /blog/i.test(d.message)).map((d) => `${d.file}:${d.line}`);
    expect(notes).toEqual(['docusaurus.config.js:30']);
    const [note] = result.diagnostics.filter((d) => d.file === 'docusaurus.config.js' && d.line === 30);
    expect(note?.message).toMatch(
      /\(posts, list pages, archive, authors, tags, RSS and Atom feeds\) without the recent-posts sidebar/,
    );
    expect(note?.message).toMatch(/options not carried over: feedOptions$/);
  });
});

describe("a Docusaurus site's blog, changed", () => {
  it("publishes the images beside a post, shown from it; the blog's other files stay private", async () => {
    const copy = await copyFixture('docusaurus-site');
    await mkdir(path.join(copy, 'blog/assets'));
    await copyFile(path.join(fixtures, 'site-mini/static/img/logo.png'), path.join(copy, 'blog/assets/chart.png'));
    await writeFile(path.join(copy, 'blog/assets/notes.txt'), 'private\n');
    await edit(
      copy,
      'blog/2026-01-01-hello.md',
      'The first post.',
      'The first post.\n\n![A chart](./assets/chart.png)',
    );
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    const img = /<img src="([^"]+)" alt="A chart" width="\d+" height="\d+"\/?>/.exec(
      page(result, 'blog/2026/01/01/hello/index.html'),
    );
    expect(img?.[1]).toBe('/@blog/assets/chart.png');
    expect(result.files.some((file) => file.path === '@blog/assets/chart.png')).toBe(true);
    expect(result.files.some((file) => file.path.endsWith('notes.txt'))).toBe(false);
    expect(result.diagnostics.filter((d) => d.ruleId === 'unpublished-file').map((d) => d.file)).toEqual([
      'blog/assets/notes.txt',
    ]);
  });

  it('builds another blog instance (a plugin entry with an id) at its own path, with its own lists', async () => {
    const copy = await copyFixture('docusaurus-site');
    const news = "['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news' }]";
    await edit(copy, 'docusaurus.config.js', "plugins: ['@docusaurus/plugin-ideal-image'],", `plugins: [${news}],`);
    await mkdir(path.join(copy, 'news'));
    await writeFile(path.join(copy, 'news/2026-04-02-lumen-2.md'), '# Lumen 2\n\nOut today.\n');
    await edit(copy, 'docs/reference.md', 'one by one.', 'one by one. See [Lumen 2](/news/2026/04/02/lumen-2).');
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    expect(result.diagnostics.filter((d) => /unbuilt-page|broken/.test(d.ruleId))).toEqual([]);
    expect(main(page(result, 'news/2026/04/02/lumen-2/index.html'))).toContain('Out today.');
    expect(main(page(result, 'news/index.html'))).toContain('href="/news/2026/04/02/lumen-2/"');
    // Each blog lists its own posts only.
    expect(main(page(result, 'blog/index.html'))).not.toContain('Lumen 2');
    expect(main(page(result, 'news/index.html'))).not.toContain('/blog/');
  });

  it('resolves a link from a doc into a post, anchor and all; an unlisted post is in no list', async () => {
    const copy = await copyFixture('docusaurus-site');
    const links = 'Why [dark charts](/blog/2026/03/01/charts-in-the-dark#why-dark)? [News](/blog/).';
    await edit(copy, 'docs/reference.md', 'one by one.', `one by one. ${links}`);
    await edit(copy, 'blog/welcome-lumen.md', 'date: 2025-12-20', 'date: 2025-12-20\nunlisted: true');
    // No title and no heading: the name without its date, as Docusaurus titles it.
    await edit(copy, 'blog/welcome-lumen.md', 'authors: [ada]', 'authors: [ada, zoe]');
    await mkdir(path.join(copy, 'blog/2026-03-05-untitled'));
    await writeFile(path.join(copy, 'blog/2026-03-05-untitled/index.md'), 'Just a note.\n');
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    expect(result.diagnostics.filter((d) => /unbuilt-page|broken/.test(d.ruleId))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.ruleId === 'blog-unknown-author').map(formatDiagnostic)).toEqual([
      'blog/welcome-lumen.md:6:1 warning Author "zoe" is not in the blog\'s authors.yml blog-unknown-author',
    ]);
    expect(page(result, 'docs/reference/index.html')).toContain(
      '<a href="/blog/2026/03/01/charts-in-the-dark#why-dark">dark charts</a>',
    );
    expect(page(result, 'blog/2026/03/05/untitled/index.html')).toContain('<h1>untitled</h1>');
    expect(page(result, 'blog/welcome/index.html')).toContain('unlisted-banner');
    expect(page(result, 'blog/page/2/index.html')).not.toContain('/blog/welcome/');
    expect(page(result, 'blog/archive/index.html')).not.toContain('/blog/welcome/');
    // A post that is not there is a broken link like any other.
    await edit(copy, 'docs/reference.md', '/2026/03/01/', '/2026/03/02/');
    const broken = await build({ root: copy, write: false });
    expect(broken.diagnostics.filter((d) => d.ruleId === 'broken-link').map((d) => d.file)).toEqual([
      'docs/reference.md',
    ]);
  }, 60_000);

  it('reads a blog plugin entry; blog: false builds none', async () => {
    const copy = await copyFixture('docusaurus-site');
    const entry =
      "['@docusaurus/plugin-content-blog', { path: 'blog', routeBasePath: 'news', blogTitle: 'News', " +
      "editUrl: 'https://github.com/lumen/lumen/edit/main/' }]";
    await edit(copy, 'docusaurus.config.js', "plugins: ['@docusaurus/plugin-ideal-image'],", `plugins: [${entry}],`);
    const presetBlog =
      "blog: { showReadingTime: true, postsPerPage: 2, feedOptions: { type: 'all', copyright: 'Lumen' } },";
    await edit(copy, 'docusaurus.config.js', presetBlog, '');
    await writeFile(path.join(copy, 'docs/news.md'), '# News\n\nRead [the first post](/news/2026/01/01/hello).\n');
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    expect(page(result, 'news/index.html')).toContain('<title>News | Lumen</title>');
    const hello = page(result, 'news/2026/01/01/hello/index.html');
    expect(hello).toContain('<h1>Hello</h1>');
    // A string editUrl, with the post's path from the site folder, as Docusaurus makes it.
    expect(hello).toContain('href="https://github.com/lumen/lumen/edit/main/blog/2026-01-01-hello.md"');
    expect(result.diagnostics.map((d) => d.message)).not.toContain(
      'Plugin "@docusaurus/plugin-content-blog" is not run by helpdocs',
    );

    await edit(copy, 'docusaurus.config.js', `plugins: [${entry}],`, 'plugins: [],');
    await edit(copy, 'docusaurus.config.js', 'theme: { customCss', 'blog: false, theme: { customCss');
    const none = await build({ root: copy, write: false });
    expect(none.files.some((file) => file.path.startsWith('news/') || file.path.startsWith('blog/'))).toBe(false);
    expect(none.diagnostics.filter((d) => d.ruleId === 'broken-link').map((d) => d.file)).toEqual(['docs/news.md']);
  }, 60_000);

  it('lists every author of authors.yml, one no post names included, when no post names an author', async () => {
    const copy = await copyFixture('docusaurus-site');
    await writeFile(path.join(copy, 'blog/authors.yml'), 'ada:\n  name: Ada Brightwell\nzoe:\n  name: Zoe Quill\n');
    await edit(copy, 'blog/2026-02-14-light-tables.md', 'authors: ada\n', '');
    await edit(copy, 'blog/welcome-lumen.md', 'authors: [ada]\n', '');
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    const authors = main(page(result, 'blog/authors/index.html'));
    expect(authors).toContain('<li>Ada Brightwell · Posts: 0</li>');
    expect(authors).toContain('<li>Zoe Quill · Posts: 0</li>');
  }, 60_000);

  it('gives an author with page: true a page of their posts, paginated; their name on a post leads there', async () => {
    const copy = await copyFixture('docusaurus-site');
    await edit(copy, 'blog/authors.yml', 'ada:\n', 'ada:\n  page: true\n');
    await writeFile(path.join(copy, 'blog/2026-04-01-notes.md'), '---\nauthors: [ada]\n---\n\n# Notes\n\nA note.\n');
    // A link to the second page is checked against the routes the blog has.
    await edit(copy, 'docs/reference.md', 'one by one.', "one by one. [Ada's older posts](/blog/authors/ada/page/2).");
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    expect(result.diagnostics.filter((d) => /broken/.test(d.ruleId))).toEqual([]);
    const first = main(page(result, 'blog/authors/ada/index.html'));
    const second = main(page(result, 'blog/authors/ada/page/2/index.html'));
    expect(first).toContain('<h1>Ada Brightwell</h1>');
    expect(first).toContain('href="/blog/2026/04/01/notes/"');
    expect(first).toContain('href="/blog/2026/02/14/light-tables/"');
    expect(first).toContain('href="/blog/authors/ada/page/2/" rel="next"');
    expect(second).toContain('href="/blog/welcome/"');
    expect(second).not.toContain('/blog/2026/04/01/notes/');
    expect(second).toContain('href="/blog/authors/"');
    expect(main(page(result, 'blog/authors/index.html'))).toContain('<a href="/blog/authors/ada/">Ada Brightwell</a>');
    expect(main(page(result, 'blog/2026/04/01/notes/index.html'))).toContain(
      'By <a href="/blog/authors/ada/">Ada Brightwell</a>',
    );
    // Bruno, written in a post's front matter, is no author of the file: no page of his own.
    expect(result.files.some((file) => file.path.startsWith('blog/authors/bruno'))).toBe(false);
  }, 60_000);

  it("puts the authors pages under the blog's authorsBasePath, an author's page at its permalink", async () => {
    const copy = await copyFixture('docusaurus-site');
    await edit(copy, 'docusaurus.config.js', 'postsPerPage: 2,', "postsPerPage: 2, authorsBasePath: 'writers',");
    await edit(copy, 'blog/authors.yml', 'ada:\n', 'ada:\n  page: { permalink: /ada-b }\n');
    // Named by key in an object that gives her another title: still her post.
    await edit(copy, 'blog/welcome-lumen.md', 'authors: [ada]', 'authors:\n  - key: ada\n    title: Editor');
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    expect(main(page(result, 'blog/writers/index.html'))).toContain('Posts: 2');
    expect(main(page(result, 'blog/welcome/index.html'))).toContain(
      'By <a href="/blog/writers/ada-b/">Ada Brightwell</a>',
    );
    expect(main(page(result, 'blog/writers/index.html'))).toContain(
      '<a href="/blog/writers/ada-b/">Ada Brightwell</a>',
    );
    expect(main(page(result, 'blog/writers/ada-b/index.html'))).toContain('href="/blog/welcome/"');
    expect(result.files.some((file) => file.path.startsWith('blog/authors/'))).toBe(false);
  }, 60_000);

  it("paginates a tag's posts as the blog's list pages are (postsPerPage)", async () => {
    const copy = await copyFixture('docusaurus-site');
    for (const day of ['04-01', '05-01']) {
      const note = `---\ntags: [release]\n---\n\n# Note ${day}\n\nA note.\n`;
      await writeFile(path.join(copy, `blog/2026-${day}-note.md`), note);
    }
    const result = await build({ root: copy, write: false });
    expect(errors(result)).toEqual([]);
    const first = main(page(result, 'blog/tags/release/index.html'));
    const second = main(page(result, 'blog/tags/release/page/2/index.html'));
    expect(first).toContain('Note 05-01');
    expect(first).toContain('href="/blog/tags/release/page/2/"');
    expect(second).toContain('Lighter tables in Lumen 1.2');
    expect(second).not.toContain('Note 05-01');
  }, 60_000);
});

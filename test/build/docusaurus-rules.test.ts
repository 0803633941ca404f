import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, edit, fixtures, repoRoot } from '../helpers/sites.js';

// Docusaurus's rules, each on a file of its own (test/fixtures/docusaurus-rules): a Docusaurus 3 site
// with no helpdocs.config.ts.
const root = `${fixtures}docusaurus-rules`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
/** A copy of the site that still finds the packages it imports (sass) where an installed site has them. */
async function copySite(): Promise<string> {
  const copy = await copyFixture('docusaurus-rules');
  await symlink(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}
const errorsOf = (result: BuildResult) =>
  result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);

describe("Docusaurus's rules", () => {
  let built: Promise<BuildResult> | undefined;
  const site = () => (built ??= build({ root, write: false }));

  it('shows a doc\'s own "# heading" once, in place of its front matter title (the tab keeps the title)', async () => {
    const result = await site();
    expect(errorsOf(result)).toEqual([]);
    const intro = page(result, 'docs/intro/index.html');
    expect(main(intro).match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual(['<h1>Welcome to Ridge</h1>']);
    expect(intro).toContain('<title>Introduction | Ridge</title>');
  });

  it('names a doc whose "# heading" does not open its body by its file, and shows the heading', async () => {
    const licensed = page(await site(), 'docs/licensed/index.html');
    expect(licensed).toContain('<title>licensed | Ridge</title>');
    expect(main(licensed).match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual(['<h1>Licensed heading</h1>']);
  });

  it('writes pathname:// links as plain paths from the base, in docs and in the navbar, unchecked', async () => {
    const result = await site();
    const links = page(result, 'docs/links/index.html');
    // A URL with a scheme, pathname:// too, opens in a new tab (Link's isInternalUrl).
    const newTab = 'target="_blank" rel="noopener noreferrer"';
    expect(main(links)).toContain(`<a href="/files/v1.html" ${newTab}>The old manual</a>`);
    expect(links).not.toContain('pathname:');
    const moved = await copySite();
    await edit(moved, 'docusaurus.config.js', "baseUrl: '/'", "baseUrl: '/ridge/'");
    const under = await build({ root: moved, write: false });
    expect(errorsOf(under)).toEqual([]);
    expect(page(under, 'ridge/docs/links/index.html')).toContain(`<a href="/ridge/files/v1.html" ${newTab}>The old`);
  });

  it('opens links to other sites in a new tab, as Link does: links, bare URLs, references, .md and .mdx', async () => {
    const copy = await copySite();
    const text = [
      '# Away',
      '',
      // No <https://…> autolink: MDX has none.
      '[Site](https://away.example/) and https://bare.example/ and [mail](mailto:a@b.example).',
      '',
      '[Referenced][ref], [protocol-relative](//cdn.example/x), [home](/docs/intro) and [anchor](#away).',
      '',
      '[ref]: https://ref.example/',
      '',
    ].join('\n');
    await writeFile(path.join(copy, 'docs/away.md'), text);
    await writeFile(
      path.join(copy, 'docs/away-mdx.mdx'),
      `${text.replace('# Away', '# Away MDX')}\n<a href="https://jsx.example/">JSX</a>\n`,
    );
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    for (const file of ['docs/away/index.html', 'docs/away-mdx/index.html']) {
      const html = main(page(result, file));
      const opened = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer">/g)].map(
        (m) => m[1],
      );
      expect(opened, file).toEqual([
        'https://away.example/',
        'https://bare.example/',
        'mailto:a@b.example',
        'https://ref.example/',
        '//cdn.example/x',
      ]);
      expect(html).toContain('<a href="/docs/intro/">home</a>');
    }
    // JSX written as <a> is not Docusaurus's Link: it stays as written.
    expect(main(page(result, 'docs/away-mdx/index.html'))).toContain('<a href="https://jsx.example/">JSX</a>');
  });

  it("describes a doc by its first line of text, marks off, as Docusaurus's createExcerpt does", async () => {
    const copy = await copySite();
    const text =
      '# Slices\n\nA **slice** is [one part](./intro.md) of the store.\nIt keeps its own state.\n\nMore text.\n';
    await writeFile(path.join(copy, 'docs/slices.md'), text);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    const html = page(result, 'docs/slices/index.html');
    expect(html).toContain('<meta name="description" content="A slice is one part of the store."/>');
    expect(html).toContain('<meta property="og:description" content="A slice is one part of the store."/>');
  });

  it("reads a relative URL from the page's own URL, which ends in / with trailingSlash: true", async () => {
    const result = await site();
    const proxy = main(page(result, 'docs/networking/reverse-proxy/index.html'));
    expect(proxy).toContain('href="/docs/networking/reverse-proxy/caddy/"');
    expect(proxy).toContain('href="/docs/networking/reverse-proxy/guide/"');
    expect(main(page(result, 'docs/links/index.html'))).toContain('href="/docs/networking/caddy/"');
    expect(main(page(result, 'docs/links/index.html'))).toContain('<a href="/docs/guides/setup/?os=linux">');
    expect(main(page(result, 'docs/links/index.html'))).toMatch(/<img src="\/img\/shot\.png\?raw=true"/);
    expect(main(page(result, 'docs/links/index.html'))).toContain('<a href="/files/v1.html?download=1">');
    const guides = main(page(result, 'docs/guides/index.html'));
    expect(guides).toMatch(/href="\/docs\/guides\/setup\/".*href="\/docs\/links\/"/);
    // Without it (Docusaurus's default) the page's URL has no slash: the same links are read from its folder.
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', 'trailingSlash: true,', '');
    // A folder's index doc whose slug has no slash: its URL has none either (/docs/deploy-guide).
    await mkdir(path.join(copy, 'docs/deploy'));
    const slugged = '---\nslug: /deploy-guide\n---\n\n# Deploy\n\nFirst [set up](guides/setup).\n';
    await writeFile(path.join(copy, 'docs/deploy/deploy.md'), slugged);
    const plain = await build({ root: copy, write: false });
    // `./caddy` finds /docs/networking/caddy; `guide` and `../networking/caddy` (from /docs/) lead nowhere;
    // guides/index.md's URL ends in / anyway (a folder's index doc), so its links hold (no error there);
    // deploy/deploy.md's slug has no slash, so its link is read from /docs/ (no error there either).
    expect(errorsOf(plain)).toEqual([
      expect.stringMatching(/^docs\/links\.md:8:3 error Link to \.\.\/networking\/caddy points nowhere/),
      expect.stringMatching(/^docs\/networking\/reverse-proxy\.md:3:24 error Link to guide points nowhere/),
    ]);
  });

  it('starts in colorMode.defaultMode, with no switch when disableSwitch is set', async () => {
    const result = await site();
    const intro = page(result, 'docs/intro/index.html');
    expect(intro).toMatch(/<html[^>]*data-theme="dark"/);
    expect(intro).not.toContain('data-island="theme-toggle"');
    // A mode saved before the switch was removed is not read.
    expect(intro).toContain("t=null;if(t==='dark'");
    expect(result.diagnostics.filter((d) => /colorMode/.test(d.message))).toEqual([]);
  });

  it('draws a navbar dropdown as one menu of its links', async () => {
    const result = await site();
    const navbar = /<div class="navbar-desktop">[\s\S]*?<\/div>/.exec(page(result, 'docs/intro/index.html'))?.[0];
    expect(navbar).toContain(
      '<details class="navbar-dropdown"><summary>Older</summary><ul class="navbar-dropdown-list">' +
        '<li><a href="/files/v1.html">v1 (static)</a></li><li><a href="/docs/links/">Links</a></li></ul></details>',
    );
    expect(result.diagnostics.filter((d) => /Older|v1 \(static\)/.test(d.message))).toEqual([]);
  });

  it('draws an item with items and no type as a dropdown, and an icon link by its aria-label and class', async () => {
    const result = await site();
    const html = page(result, 'docs/intro/index.html');
    const left = /<div class="navbar-desktop">[\s\S]*?<\/div>/.exec(html)?.[0];
    // position: 'right' items stand before the search box, in their order; the others after the site's name.
    const right = /<div class="navbar-tools"><div class="navbar-desktop navbar-right">[\s\S]*?<\/div>/.exec(html)?.[0];
    expect(right).toMatch(/>Support<\/a>.*<details class="navbar-dropdown"><summary>Elsewhere<\/summary>/);
    expect(right).toMatch(/<a href="https:\/\/status\.ridge\.example\/"[^>]*>Status/);
    expect(left).not.toContain('Elsewhere');
    expect(left).toMatch(/>Docs<\/a>.*<summary>Older<\/summary>.*class="header-git-link"/);
    // An icon link: named by its aria-label, drawn by the site's CSS from its class, with no text (NavbarNavLink).
    expect(left).toContain(
      '<a href="https://git.ridge.example/ridge" class="header-git-link" aria-label="Source code" rel="noopener" ' +
        'target="_blank"></a>',
    );
    // The drawer lists them all, in the config's order.
    const drawer = /<div class="drawer-panel">[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? '';
    expect(drawer).toMatch(/>Docs<.*>Older<.*>Support<.*>Elsewhere<.*aria-label="Source code"/);
    // Docusaurus's navbar shows the site's title, never its tagline.
    expect(html).toContain('class="navbar-title"');
    expect(html).not.toContain('navbar-tagline');
    // What it does not draw, it names: the links a site adds to a picker, the footer's logo.
    const config = result.diagnostics.filter((d) => d.file === 'docusaurus.config.js').map(formatDiagnostic);
    expect(config).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:\d+:\d+ warning The localeDropdown item's dropdownItemsAfter links are not drawn/),
        expect.stringMatching(/:\d+:\d+ warning The footer logo is not drawn/),
      ]),
    );
    expect(result.diagnostics.filter((d) => d.file === 'docusaurus.config.js').map((d) => d.message)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Elsewhere|Source code|not carried over/)]),
    );
  });

  it("writes plugin-client-redirects' stubs: its list (into any doc set), createRedirects for each page", async () => {
    const result = await site();
    const stubTarget = (file: string) => /data-to="([^"]*)"/.exec(page(result, file))?.[1];
    expect(stubTarget('docs/old-intro/index.html')).toBe('/docs/intro/');
    // A from ending in .html is the stub's own .html alias, written once.
    expect(stubTarget('docs/old-intro.html')).toBe('/docs/intro/');
    expect(result.files.filter((file) => file.path.startsWith('docs/old-intro.html/'))).toEqual([]);
    expect(stubTarget('start/index.html')).toBe('/docs/intro/');
    expect(stubTarget('docs/net/caddy/index.html')).toBe('/docs/networking/caddy/');
    expect(stubTarget('docs/net/reverse-proxy/guide/index.html')).toBe('/docs/networking/reverse-proxy/guide/');
    expect(stubTarget('contact/index.html')).toBe('/community/support/');
    expect(stubTarget('tour/index.html')).toBe('/docs/intro/#first-steps');
    expect(result.files.some((file) => file.path.startsWith('gone/'))).toBe(false);
    expect(result.diagnostics.filter((d) => /client redirect/.test(d.message)).map((d) => d.message)).toEqual([
      '1 client redirect(s) lead to no page and are left out: /gone → /community/nowhere',
    ]);
  });

  it("imports as Docusaurus's webpack does (files, raw-loader, match resources, Sass, Less, Node)", async () => {
    const result = await site();
    const html = main(page(result, 'docs/imports/index.html'));
    const shot = result.files.find((file) => /^assets\/files\/shot-[0-9a-f]{8}\.png$/.test(file.path));
    expect(shot?.path).toBeDefined();
    expect(html).toContain(`<img src="/${shot?.path}" alt="The dashboard"/>`);
    expect(html).toContain(`<img src="/${shot?.path}" alt="The dashboard, required"/>`);
    // plugin-ideal-image's component, which helpdocs draws as one lazily loaded image.
    expect(html).toContain(`<img src="/${shot?.path}" alt="The dashboard, ideal" loading="lazy"/>`);
    expect(html).toContain('<pre class="raw-example">console.log(&#x27;hello from Ridge&#x27;);\n</pre>');
    expect(html).toContain('<pre class="raw-again">console.log(&#x27;hello from Ridge&#x27;);\n</pre>');
    const check = result.files.find((file) => /^assets\/files\/check-[0-9a-f]{8}\.svg$/.test(file.path));
    expect(html).toMatch(
      new RegExp(
        `<span class="[\\w-]*badge[\\w-]*"><img src="/${check?.path}" alt="Checked" width="16" height="16"/>` +
          '\\{ ok: true \\}</span>',
      ),
    );
    expect(html).toContain('<p class="mode-note">Drawn in dark mode from /.</p>');
    expect(html).toContain('<img src="/files/v1-light.png" alt="Ridge" class="when-light"/>');
    expect(html).toContain('<img src="/files/v1-dark.png" alt="Ridge" class="when-dark"/>');
    expect(html).toContain('<h3 id="drawn-by-heading">Drawn by Heading</h3>');
    const styles = result.files.filter((file) => file.path.endsWith('.css')).map((file) => String(file.contents));
    expect(styles.some((css) => /badge[\w-]*\s*\{\s*color:\s*#1e78c8/.test(css))).toBe(true);
    expect(styles.some((css) => css.includes('.ridge-badges'))).toBe(true);
    expect(html).toMatch(/<p class="[\w-]*callout[\w-]*">Styled with Less\.<\/p>/);
    // webpack's resolve.roots: a path from / is looked up in static/, then in the site folder.
    expect(html).toContain('<p class="team">Led by Ana Ridge</p>');
    const cover = result.files.find((file) => /^assets\/files\/launch-[0-9a-f]{8}\.png$/.test(file.path));
    expect(html).toContain(`<img class="cover" src="/${cover?.path}" alt=""/>`);
    expect(styles.some((css) => /callout[\w-]*\s*\{\s*border-left:\s*3px solid #1e8c50/.test(css))).toBe(true);
    // A stylesheet's url() to a file of the site: the published copy's URL.
    expect(styles.some((css) => css.includes(`url(/${check?.path})`))).toBe(true);
  });

  it("reads a preset built on the classic one (a company's wrapper) as the classic preset", async () => {
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', "[['classic', {", "[[require.resolve('./company-preset.js'), {");
    await writeFile(path.join(copy, 'company-preset.js'), "module.exports = require('@docusaurus/preset-classic');\n");
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'docs/intro/index.html'))).toContain('<h1>Welcome to Ridge</h1>');
    expect(result.diagnostics.map((d) => d.message)).toContainEqual(
      expect.stringMatching(/company-preset\.js" is not run: its docs, blog, theme and pages options are read/),
    );
  });

  it('lists the category of the doc whose front matter id its link names in <DocCardList />', async () => {
    const result = await site();
    const overview = main(page(result, 'docs/networking/net-overview/index.html'));
    expect(overview).toContain('href="/docs/networking/caddy/"');
    expect(overview).toContain('href="/docs/networking/reverse-proxy/"');
  });

  it("reads a post's relative link that leaves the blog's folder from the file's place on disk", async () => {
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', 'blog: false', "blog: { path: 'blog' }");
    await mkdir(path.join(copy, 'blog'));
    const post = '---\ntitle: Hello\n---\n\nThe dashboard: ![The dashboard](../docs/img/shot.png)\n';
    await writeFile(path.join(copy, 'blog', '2026-01-01-hello.md'), post);
    // A post in a folder of its own names another by its file from the site's folder, as Docusaurus allows.
    await mkdir(path.join(copy, 'blog', '2026-02-02-second'));
    const second = '---\ntitle: Second\n---\n\nAfter [the first](/blog/2026-01-01-hello.md).\n';
    await writeFile(path.join(copy, 'blog', '2026-02-02-second', 'index.md'), second);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'blog/2026/01/01/hello/index.html'))).toMatch(
      /<img src="\/img\/shot\.png" alt="The dashboard"/,
    );
    expect(result.files.some((file) => file.path === 'img/shot.png')).toBe(true);
    expect(main(page(result, 'blog/2026/02/02/second/index.html'))).toContain(
      '<a href="/blog/2026/01/01/hello/">the first</a>',
    );
  });

  it('builds a second docs instance at its path, linked from the navbar, the footer and the main docs', async () => {
    const result = await site();
    expect(main(page(result, 'community/index.html'))).toContain('<h1>Community</h1>');
    const support = page(result, 'community/support/index.html');
    expect(main(support)).toContain('<a href="/docs/intro/">the introduction</a>');
    const intro = page(result, 'docs/intro/index.html');
    expect(intro).toContain('<a href="/community/support/">Support</a>');
    expect(/<footer[\s\S]*<\/footer>/.exec(intro)?.[0]).toContain('<a href="/community/">Community</a>');
    expect(main(page(result, 'docs/links/index.html'))).toContain('href="/community/support/"');
    // Its own search page, under its path; the base keeps the main docs' home and search.
    expect(result.files.some((file) => file.path === 'community/search/index.html')).toBe(true);
    expect(result.diagnostics.filter((d) => /instance/.test(d.message))).toEqual([]);
  });

  it("links elsewhere from a footer item's `to` with a scheme, as from an href; to a blog's archive", async () => {
    const result = await site();
    const footer = /<footer[\s\S]*<\/footer>/.exec(page(result, 'docs/intro/index.html'))?.[0];
    expect(footer).toContain('<a href="https://forum.ridge.example/"');
    expect(footer).toContain('<a href="mailto:help@ridge.example"');
    expect(result.diagnostics.filter((d) => /helpdocs does not build/.test(d.message))).toEqual([]);
    // Any page of a blog helpdocs builds, not only its list: its archive, a tag.
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', 'blog: false', 'blog: {}');
    await edit(
      copy,
      'docusaurus.config.js',
      "{ label: 'Community', to: 'community' },",
      "{ label: 'Archive', to: '/blog/archive' },",
    );
    await mkdir(path.join(copy, 'blog'));
    await writeFile(path.join(copy, 'blog/2025-03-01-hello.md'), '---\ntitle: Hello\n---\n\nFirst post.\n');
    const blogged = await build({ root: copy, write: false });
    expect(errorsOf(blogged)).toEqual([]);
    expect(page(blogged, 'docs/intro/index.html')).toContain('<a href="/blog/archive/">Archive</a>');
    expect(blogged.diagnostics.filter((d) => /helpdocs does not build/.test(d.message))).toEqual([]);
  });

  it("runs the classic preset's blog unless told blog: false: its posts, or an empty list at /blog", async () => {
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', ', blog: false', '');
    const empty = await build({ root: copy, write: false });
    expect(errorsOf(empty)).toEqual([]);
    // No posts folder: Docusaurus's empty list page, without archive or feeds, and nothing said of a blog
    // that has nothing.
    const list = page(empty, 'blog/index.html');
    expect(main(list)).not.toContain('<article');
    expect(list).not.toMatch(/archive|rss\.xml|atom\.xml/);
    const written = empty.files.map((file) => file.path).filter((file) => file.startsWith('blog/'));
    expect(written).toEqual(['blog/index.html']);
    expect(empty.diagnostics.filter((d) => /blog/i.test(d.message))).toEqual([]);
    await mkdir(path.join(copy, 'blog'));
    await writeFile(path.join(copy, 'blog/2025-03-01-hello.md'), '---\ntitle: Hello\n---\n\nFirst post.\n');
    const posted = await build({ root: copy, write: false });
    expect(main(page(posted, 'blog/2025/03/01/hello/index.html'))).toContain('First post.');
    expect(main(page(posted, 'blog/index.html'))).toContain('href="/blog/2025/03/01/hello/"');
    for (const file of ['blog/archive/index.html', 'blog/rss.xml', 'blog/atom.xml'])
      expect(posted.files.some((made) => made.path === file)).toBe(true);
  });

  it("lists an imported partial's headings in the table of contents, where the doc puts them", async () => {
    const result = await site();
    const toc = /<aside class="doc-toc"[\s\S]*?<\/aside>/.exec(page(result, 'docs/install/index.html'))?.[0] ?? '';
    expect(main(page(result, 'docs/install/index.html'))).toContain(
      '<a href="/docs/guides/setup/">the setup guide</a>',
    );
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual([
      'before-you-start',
      'download',
      'configure',
      'after',
    ]);
  });

  it('reads an empty front matter title as none; tags that differ in case as one; tag URLs in kebab case', async () => {
    const result = await site();
    const page_ = page(result, 'docs/empty-title/index.html');
    expect(main(page_)).toContain('<h1>Named by its heading</h1>');
    const tag = main(page(result, 'docs/tags/getting-started/index.html'));
    expect(tag).toContain('href="/docs/intro/"');
    expect(tag).toContain('href="/docs/empty-title/"');
    // Docusaurus's tag URL is lodash's kebabCase of the label, which splits words at capitals.
    expect(main(page(result, 'docs/tags/graph-ql/index.html'))).toContain('href="/docs/empty-title/"');
  });

  it("gives every doc the components of the site's swizzled MDXComponents, not its element overrides", async () => {
    const result = await site();
    const html = main(page(result, 'docs/global-components/index.html'));
    expect(html).toContain('Install the package.');
    expect(html).toContain('Install the app.');
    expect(html).toContain('<p class="mode-note">Drawn in dark mode from /.</p>');
    expect(html).toContain('<code>ridge serve</code>');
    expect(result.diagnostics.filter((d) => d.ruleId === 'docusaurus-swizzle').map((d) => d.file)).toEqual([
      'src/theme/MDXComponents',
    ]);
  });

  it('gives every doc the components of MDXComponents that need no import: Head and Details', async () => {
    const result = await site();
    const html = main(page(result, 'docs/head-details/index.html'));
    expect(html).toMatch(/<details[^>]*><summary>Which ports\?<\/summary>/);
    expect(html).toContain('Ridge listens on 8080.');
    expect(html).not.toContain('Ridge: head and details');
    expect(result.diagnostics.filter((d) => d.file.endsWith('head-details.mdx'))).toEqual([]);
  });

  it("gives an imported partial the site's MDXComponents too, as Docusaurus's MDXProvider does", async () => {
    const result = await site();
    const html = main(page(result, 'docs/partial-components/index.html'));
    expect(html).toContain('Run ridge init.');
    expect(html).toContain('<p class="mode-note">Drawn in dark mode from /.</p>');
    expect(result.diagnostics.filter((d) => d.file === 'docs/partial-components.mdx')).toEqual([]);
  });

  it('says once when the swizzled MDXComponents cannot be loaded, at the import that failed', async () => {
    const copy = await copySite();
    const file = 'src/theme/MDXComponents.js';
    await edit(copy, file, "import ModeNote from '@site/src/components/ModeNote';", "import ModeNote from './Gone';");
    const result = await build({ root: copy, write: false });
    const said = result.diagnostics.filter((d) => d.message.includes('MDXComponents could not be loaded'));
    expect(said.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([[file, 4, 22, 'warning']]);
    expect(said[0]?.message).toContain('Could not resolve "./Gone"');
  });

  it('warns of two docs with one route (onDuplicateRoutes: warn), publishing the first; fails on throw', async () => {
    const copy = await copySite();
    await writeFile(path.join(copy, 'docs/zz-twin.md'), '---\nslug: /intro\n---\n\n# Twin\n\nA second intro.\n');
    const warned = await build({ root: copy, write: false });
    expect(errorsOf(warned)).toEqual([]);
    const said = warned.diagnostics.filter((d) => d.ruleId === 'duplicate-route');
    expect(said.map((d) => [d.file, d.severity])).toEqual([['docs/zz-twin.md', 'warning']]);
    expect(main(page(warned, 'docs/intro/index.html'))).toContain('Welcome to Ridge');
    await edit(copy, 'docusaurus.config.js', "baseUrl: '/',", "baseUrl: '/', onDuplicateRoutes: 'throw',");
    const thrown = await build({ root: copy, write: false });
    expect(errorsOf(thrown)).toEqual([expect.stringMatching(/^docs\/zz-twin\.md:1:1 error Doc has the same route/)]);
  });

  it("compiles a Sass or Less customCss with the site's package and webpack's ~ (Sass, Less)", async () => {
    // A node_modules of its own: sass and less, and a theme package imported with webpack's `~`.
    const copy = await copyFixture('docusaurus-rules');
    await mkdir(path.join(copy, 'node_modules/ridge-theme'), { recursive: true });
    await mkdir(path.join(copy, 'src/css'));
    for (const name of ['sass', 'less'])
      await symlink(path.join(repoRoot, 'node_modules', name), path.join(copy, 'node_modules', name));
    await writeFile(path.join(copy, 'node_modules/ridge-theme/_colors.scss'), '$ridge: #1e78c8;\n');
    await writeFile(path.join(copy, 'node_modules/ridge-theme/colors.less'), '@ridge: #1e8c50;\n');
    const sass = "@import '~ridge-theme/colors';\n.ridge-sass { color: $ridge; }\n";
    await writeFile(path.join(copy, 'src/css/custom.scss'), sass);
    const less = "@import '~ridge-theme/colors.less';\n.ridge-less { color: @ridge; }\n";
    await writeFile(path.join(copy, 'src/css/extra.less'), less);
    const theme = "theme: { customCss: ['./src/css/custom.scss', './src/css/extra.less'] }";
    await edit(copy, 'docusaurus.config.js', 'blog: false }', `blog: false, ${theme} }`);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    const css = result.files.filter((file) => file.path.endsWith('.css')).map((file) => String(file.contents));
    expect(css.some((text) => text.includes('.ridge-sass{color:#1e78c8}'))).toBe(true);
    expect(css.some((text) => text.includes('.ridge-less{color:#1e8c50}'))).toBe(true);
  });

  it("reads a site's plugin built on plugin-content-blog as that blog, with its options, and says so", async () => {
    const copy = await copySite();
    await mkdir(path.join(copy, 'plugins'));
    const wrapper = [
      "const blog = require('@docusaurus/plugin-content-blog');",
      'module.exports = async (context, options) => ({ ...(await blog.default(context, options)), name: "news" });',
    ].join('\n');
    await writeFile(path.join(copy, 'plugins/news-plugin.js'), wrapper);
    await mkdir(path.join(copy, 'news'));
    await writeFile(path.join(copy, 'news/2026-01-02-hello.md'), '---\ntitle: Hello\n---\n\nRidge 1.0 is out.\n');
    const plugin = "['./plugins/news-plugin', { path: 'news', routeBasePath: 'news', blogTitle: 'Ridge news' }],";
    await edit(copy, 'docusaurus.config.js', '  plugins: [', `  plugins: [\n    ${plugin}`);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'news/2026/01/02/hello/index.html'))).toContain('Ridge 1.0 is out.');
    const said = result.diagnostics.filter((d) => d.message.includes('read as the blog plugin it builds on'));
    expect(said.map((d) => d.file)).toEqual(['docusaurus.config.js']);
  });

  it('reads a plugin written as a function that builds on plugin-content-blog as that blog', async () => {
    const copy = await copySite();
    await mkdir(path.join(copy, 'news'));
    await writeFile(path.join(copy, 'news/2026-01-02-hello.md'), '---\ntitle: Hello\n---\n\nRidge 1.0 is out.\n');
    // As a site that renames its feed after the blog plugin wrote it: a function in the config itself.
    const inline = [
      'async function newsPlugin(context, options) {',
      "  const plugin = await require('@docusaurus/plugin-content-blog').default(context, options);",
      '  return { ...plugin, name: "news" };',
      '}',
      '',
    ].join('\n');
    await writeFile(
      path.join(copy, 'docusaurus.config.js'),
      inline + (await readFile(path.join(copy, 'docusaurus.config.js'), 'utf8')),
    );
    const plugin = "[newsPlugin, { path: 'news', routeBasePath: 'news', blogTitle: 'Ridge news' }],";
    await edit(copy, 'docusaurus.config.js', '  plugins: [', `  plugins: [\n    ${plugin}`);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'news/2026/01/02/hello/index.html'))).toContain('Ridge 1.0 is out.');
  });

  it("reads a site's plugin built on plugin-content-docs, with an id of its own, as that docs instance", async () => {
    const copy = await copySite();
    await mkdir(path.join(copy, 'plugins'));
    const wrapper = "module.exports = require('@docusaurus/plugin-content-docs');\n";
    await writeFile(path.join(copy, 'plugins/docs-plugin.js'), wrapper);
    await mkdir(path.join(copy, 'labs'));
    await writeFile(path.join(copy, 'labs/first-lab.md'), '---\ntitle: First lab\n---\n\nA lab of its own.\n');
    const plugin = "['./plugins/docs-plugin', { id: 'labs', path: 'labs', routeBasePath: 'labs' }],";
    await edit(copy, 'docusaurus.config.js', '  plugins: [', `  plugins: [\n    ${plugin}`);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'labs/first-lab/index.html'))).toContain('A lab of its own.');
  });

  it('takes tab values as Docusaurus does: from <Tabs values>, an empty value, a label drawn by JSX', async () => {
    const result = await site();
    const html = main(page(result, 'docs/tab-values/index.html'));
    expect(html).toContain('<p class="tabs-label">Yarn</p>');
    expect(html).toContain('data-value=""');
    expect(html).toContain('<div class="tabs-label"><div class="key-label">Token</div></div>');
    expect(html).toContain('No key is needed.');
    expect(result.diagnostics.filter((d) => d.file === 'docs/tab-values.mdx')).toEqual([]);
  });

  it('unwraps ```mdx-code-block fences before reading the doc; a later line keeps its number', async () => {
    const result = await site();
    const wrapped = main(page(result, 'docs/mdx-code-block/index.html'));
    expect(wrapped).toMatch(/<details[^>]*>\s*<summary>Where the logs are<\/summary>/);
    expect(wrapped).toContain('<code>/var/log/ridge</code>');
    expect(wrapped).toContain('<div class="wrapped-four">Four backticks</div>');
    expect(wrapped).not.toContain('mdx-code-block');
    expect(wrapped).toContain('as code');
    // Broken Markdown links warn in Docusaurus 3 (onBrokenMarkdownLinks).
    const here = result.diagnostics.filter((d) => d.file === 'docs/mdx-code-block.md').map(formatDiagnostic);
    expect(here).toEqual([expect.stringMatching(/^docs\/mdx-code-block\.md:24:3 warning .*nowhere\.md/)]);
  });

  it("reads a relative link into static/ from the doc's place on disk, as webpack does: from the base", async () => {
    const result = await site();
    const fromDisk = main(page(result, 'docs/install/from-disk/index.html'));
    expect(fromDisk).toMatch(/<img src="\/img\/covers\/launch\.png"[^>]* alt="The dashboard"/);
    expect(fromDisk).toContain('<a href="/files/v1.html">The old manual, as a file</a>');
    expect(result.diagnostics.filter((d) => d.file === 'docs/install/from-disk.md')).toEqual([]);
  });

  it("checks the anchor of a link written as a URL, as Docusaurus's onBrokenAnchors (a warning) does", async () => {
    const result = await site();
    const found = result.diagnostics.filter((d) => d.file === 'docs/guides/anchors.md').map(formatDiagnostic);
    expect(found).toEqual([
      expect.stringMatching(/^docs\/guides\/anchors\.md:4:1 warning Anchor "#nowhere" .* broken-anchor/),
    ]);
  });

  it('judges a link to a missing file by onBrokenLinks, as Docusaurus does; a missing image fails', async () => {
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', 'trailingSlash: true,', "trailingSlash: true, onBrokenLinks: 'warn',");
    const text = '# Gone\n\n[The sheet]((./sheet.pdf)) and [the manual](/files/gone.pdf).\n\n![A shot](./gone.png)\n';
    await writeFile(path.join(copy, 'docs/gone.md'), text);
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.file === 'docs/gone.md').map(formatDiagnostic)).toEqual([
      // No file of that name: a URL, as Docusaurus leaves it, which leads nowhere either.
      expect.stringMatching(/^docs\/gone\.md:3:1 warning Link to \(\.\/sheet\.pdf\) points nowhere.*broken-link/),
      expect.stringMatching(/^docs\/gone\.md:3:32 warning Link to \/files\/gone\.pdf leads to no file .*broken-link/),
      expect.stringMatching(/^docs\/gone\.md:5:1 error File \.\/gone\.png does not exist .*missing-asset/),
    ]);
  });

  it('gives the root a home page when the docs are at the base with no doc there (its React page)', async () => {
    const copy = await copySite();
    const config = 'docusaurus.config.js';
    await edit(copy, config, 'docs: { sidebarPath: false }', "docs: { sidebarPath: false, routeBasePath: '/' }");
    await edit(copy, config, "to: '/docs/links'", "to: '/links'");
    // The fixture's links name /docs/…: reported, not failing, so the pages are drawn.
    await edit(copy, config, "baseUrl: '/',", "baseUrl: '/', onBrokenLinks: 'warn',");
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    expect(main(page(result, 'index.html'))).toContain('<h1>Ridge</h1>');
  });

  it("puts the config's titleDelimiter between a page's title and the site's, as Docusaurus's title does", async () => {
    const copy = await copySite();
    await edit(
      copy,
      'docusaurus.config.js',
      "tagline: 'Rules, one at a time',",
      "tagline: 'Rules', titleDelimiter: '/',",
    );
    const result = await build({ root: copy, write: false });
    expect(page(result, 'docs/intro/index.html')).toContain('<title>Introduction / Ridge</title>');
    expect(page(await site(), 'docs/intro/index.html')).toContain('<title>Introduction | Ridge</title>');
  });

  it('asks search engines to index no page with noIndex, and writes no sitemap, as Docusaurus does', async () => {
    const copy = await copySite();
    await edit(copy, 'docusaurus.config.js', "tagline: 'Rules, one at a time',", "tagline: 'Rules', noIndex: true,");
    const result = await build({ root: copy, write: false });
    expect(page(result, 'docs/intro/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(result.files.some((made) => made.path === 'sitemap.xml')).toBe(false);
    expect(page(result, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(page(await site(), 'docs/intro/index.html')).not.toContain('noindex');
  });

  it('takes a category link without a type as no link, and then no index doc, as Docusaurus does', async () => {
    const copy = await copySite();
    await mkdir(path.join(copy, 'docs/untyped'));
    await writeFile(path.join(copy, 'docs/untyped/_category_.json'), '{"label":"Untyped","link":{"description":"Hi"}}');
    await writeFile(path.join(copy, 'docs/untyped/index.md'), '---\ntitle: Overview\n---\n\nOverview text.\n');
    await writeFile(path.join(copy, 'docs/untyped/a.md'), '---\ntitle: Alpha\n---\n\nAlpha text.\n');
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    const sidebar = /<aside[\s\S]*?<\/aside>/.exec(page(result, 'docs/intro/index.html'))?.[0] ?? '';
    // The category is a label, not a link; its folder's index doc is one of its items.
    const untyped = '<span class="sidebar-label">Untyped</span></summary><ul class="sidebar-list">';
    expect(sidebar).toContain(untyped);
    expect(sidebar.slice(sidebar.indexOf(untyped))).toMatch(
      /^[\s\S]*?href="\/docs\/untyped\/a\/">Alpha<[\s\S]*?href="\/docs\/untyped\/">Overview</,
    );
  });

  it("draws the docs' own admonition keywords as Docusaurus's theme draws a type it has no component for", async () => {
    const copy = await copySite();
    const keywords = "docs: { sidebarPath: false, admonitions: { keywords: ['js'], extendDefaults: true } }";
    await edit(copy, 'docusaurus.config.js', 'docs: { sidebarPath: false }', keywords);
    const doc = '---\ntitle: Languages\n---\n\n:::js\n\nLike JavaScript.\n\n:::\n\n:::js[In Go]\n\nLike Go.\n\n:::\n';
    await writeFile(path.join(copy, 'docs/languages.md'), doc);
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    const body = main(page(result, 'docs/languages/index.html'));
    // Its Info component, and Info's title when the admonition gives none.
    expect(body).toMatch(
      /<div class="admonition admonition-info"><p class="admonition-title">Info<\/p>.*?Like JavaScript\./s,
    );
    expect(body).toMatch(/<div class="admonition admonition-info"><p class="admonition-title">In Go<\/p>.*?Like Go\./s);
    // Without the keyword, each is a warning, as Docusaurus's unused-directives check, and a plain block.
    const plain = await copySite();
    await writeFile(path.join(plain, 'docs/languages.md'), doc);
    const unknown = await build({ root: plain, write: false });
    expect(errorsOf(unknown)).toEqual([]);
    expect(
      unknown.diagnostics
        .filter((d) => d.ruleId === 'unknown-directive')
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`),
    ).toEqual([
      'docs/languages.md:5:1 warning Unknown directive ":::js", shown as a plain block',
      'docs/languages.md:11:1 warning Unknown directive ":::js", shown as a plain block',
    ]);
    const shown = main(page(unknown, 'docs/languages/index.html'));
    expect(shown).toMatch(/<div><p>Like JavaScript\.<\/p><\/div>/);
    expect(shown).toMatch(/<div><p>In Go<\/p><p>Like Go\.<\/p><\/div>/);
  });

  it('shows navbar.title in the navbar, and titles pages by the site title', async () => {
    const copy = await copySite();
    await edit(
      copy,
      'docusaurus.config.js',
      "navbar: {\n      title: 'Ridge',",
      "navbar: {\n      title: 'Ridge Docs',",
    );
    const result = await build({ root: copy, write: false });
    expect(errorsOf(result)).toEqual([]);
    const intro = page(result, 'docs/intro/index.html');
    expect(intro).toContain('<strong class="navbar-title">Ridge Docs</strong>');
    expect(intro).toContain('<title>Introduction | Ridge</title>');
  });
});

import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, filesOf, fixtures } from '../helpers/sites.js';

// A Docusaurus site with no helpdocs.config.ts (test/fixtures/docusaurus-site): its own
// docusaurus.config.js is the config.
const root = `${fixtures}docusaurus-site`;
const run = promisify(execFile);
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const between = (html: string, tag: string) => new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';

describe('a Docusaurus site, read from its own config', () => {
  it('puts the docs under routeBasePath with a home page at the root, the navbar and footer mapped', async () => {
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(result.config.title).toBe('Lumen');
    expect(result.diagnostics.filter((d) => d.ruleId === 'sidebar-html-item').map((d) => d.file)).toEqual([
      'sidebars.js',
    ]);
    const intro = page(result, 'docs/intro/index.html');
    expect(between(intro, 'main')).toContain('Lumen turns a table into a picture.');
    // The first `# heading` is the title, shown once.
    expect(intro.match(/<h1/g)).toHaveLength(1);
    // docSidebar → the sidebar's first doc; a doc item without a label → the doc's title; the blog, built.
    expect(/<ul class="navbar-links">.*?<\/ul>/.exec(intro)?.[0]).toMatch(
      /href="\/docs\/intro\/"[^>]*>Guide<\/a>.*href="\/docs\/reference\/"[^>]*>API reference<\/a>.*Blog.*GitHub/,
    );
    // The part of the site a page is in is marked, as Docusaurus marks its items: a sidebar's pages, a path's.
    const desktop = (html: string) => /<div class="navbar-desktop">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(desktop(intro)).toContain('<a href="/docs/intro/" aria-current="page">Guide</a>');
    expect(desktop(intro)).toContain('<a href="/blog/">Blog</a>');
    const post = desktop(page(result, 'blog/2026/01/01/hello/index.html'));
    expect(post).toContain('<a href="/blog/" aria-current="true">Blog</a>');
    expect(post).toContain('<a href="/docs/intro/">Guide</a>');
    // editUrl as a function of the doc, as Docusaurus calls it.
    expect(intro).toContain('href="https://github.com/lumen/lumen/edit/main/docs/intro.md"');
    const footer = /<footer class="footer">[\s\S]*?<\/footer>/.exec(intro)?.[0] ?? '';
    expect(footer).toContain('<a href="/docs/intro/">Start here</a>');
    // The copyright is HTML, as Docusaurus draws it, held to the allow-list of raw HTML in content.
    expect(footer).toContain('<div class="footer-copyright">Copyright © 2024 Lumen. Built with <b>care</b>.</div>');
    // The React home page is the team's own, drawn at build time inside the site's layout.
    const home = page(result, 'index.html');
    expect(home).toContain('<div id="main" tabindex="-1" class="main-wrapper">A React home page.</div>');
    expect(home).toContain('<title>Lumen</title>');
    // A link to "/" in a doc resolves to that home; the logo leads there too.
    expect(page(result, 'docs/guides/setup/index.html')).toContain('<a href="/">back home</a>');
    // A file named like its folder only after its number prefix is no folder index (Docusaurus compares as written).
    expect(page(result, 'docs/upgrade/upgrade/index.html')).toContain('<h1>Upgrade to Lumen 2</h1>');
    // src/pages/*.md: a page at its path from the base, in no sidebar, with no edit link.
    const team = page(result, 'team/index.html');
    expect(team).toContain('<h1>The Lumen team</h1>');
    expect(team).toContain('<a href="/docs/intro">the introduction</a>');
    expect(team).not.toContain('class="sidebar"');
    expect(team).not.toContain('edit-link');
    // `@site/…` starts at the site folder: a static file, or a doc's page.
    const reference = page(result, 'docs/reference/index.html');
    expect(reference).toMatch(/<img src="\/img\/logo.svg" alt="The Lumen logo"/);
    expect(reference).toContain('<a href="/docs/guides/setup/">setting up</a>');
    // A relative path into the static folder is the static file, as webpack resolves it.
    expect(team).toMatch(/<img src="\/img\/logo.svg" alt="Our logo"/);
    expect(page(result, 'docs/guides/setup/index.html')).toContain('<a href="/team">the team</a>');
    expect(intro).toContain('<a class="navbar-brand navbar-brand-logo" href="/">');
  });

  it('names each thing it does not carry over once, at its key', async () => {
    const result = await build({ root, write: false });
    const warnings = result.diagnostics
      .filter((d) => d.ruleId.startsWith('docusaurus'))
      .map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(warnings).toEqual([
      'docusaurus.config.js:19 scripts: https://cdn.example.com/widget.js is not loaded: ' +
        'pages load only their own files',
      'docusaurus.config.js:30 The blog is built (posts, list pages, archive, authors, tags, RSS and Atom feeds) ' +
        'without the recent-posts sidebar, a JSON feed; options not carried over: feedOptions',
      'docusaurus.config.js:35 Plugin "@docusaurus/plugin-ideal-image" is not run by helpdocs',
      'docusaurus.config.js:57 An HTML navbar or footer item is not drawn: helpdocs links are text',
      'docusaurus.config.js:62 Removed from this HTML: <script>',
      "docusaurus.config.js:65 Code is highlighted by helpdocs's own highlighter; prism settings are not read",
      "docusaurus.config.js:66 Algolia search is replaced by helpdocs's own search (built into the site, no service)",
    ]);
  });

  it("says once a fence option a site's remark plugin may read; Docusaurus's broken-anchor default", async () => {
    const copy = await copyFixture('docusaurus-site');
    const fences = '```js tab\nconst a = 1;\n```\n\n```ts tab\nconst b: number = 2;\n```\n';
    const link = 'See [setup](./guides/setup.md#nowhere).';
    await edit(copy, 'docs/reference.md', 'one by one.', `one by one.\n\n${fences}\n${link}`);
    const result = await build({ root: copy, write: false });
    const rules = result.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.ruleId}`);
    expect(rules.filter((rule) => rule.includes('unknown-code-option'))).toEqual([
      'docs/reference.md:7 warning unknown-code-option',
    ]);
    expect(rules).toContain('docs/reference.md:15 warning broken-anchor');
  });

  it("shows a doc's last commit only with showLastUpdateTime, and its author with showLastUpdateAuthor", async () => {
    const copy = await copyFixture('docusaurus-site');
    const git = (...args: string[]) =>
      run('git', ['-c', 'user.name=Ana Lima', '-c', 'user.email=ana@example.com', ...args], { cwd: copy });
    await git('init', '-q');
    await git('add', '.');
    await git('commit', '-q', '-m', 'docs');
    const footer = async () =>
      between(page(await build({ root: copy, write: false }), 'docs/intro/index.html'), 'footer');
    expect(await footer()).not.toContain('last-updated');
    // process.env is read as Docusaurus reads it: this one is false.
    await edit(
      copy,
      'docusaurus.config.js',
      "showLastUpdateTime: process.env.CI === 'never'",
      'showLastUpdateTime: true',
    );
    expect(await footer()).toMatch(/<p class="last-updated">Last updated on [^<]+<\/p>/);
    expect(await footer()).not.toContain('Ana Lima');
    await edit(copy, 'docusaurus.config.js', 'sidebarPath:', 'showLastUpdateAuthor: true,\n          sidebarPath:');
    expect(await footer()).toContain('by Ana Lima');
  });

  it("bundles a component's CSS module into a stylesheet of the page's own", async () => {
    const copy = await copyFixture('docusaurus-site');
    await mkdir(path.join(copy, 'src/components'), { recursive: true });
    await writeFile(path.join(copy, 'src/components/Pill.module.css'), '.pill { color: rebeccapurple; }\n');
    await writeFile(
      path.join(copy, 'src/components/Pill.js'),
      "import styles from './Pill.module.css';\n\nexport default function Pill({ children }) {\n" +
        '  return <span className={styles.pill}>{children}</span>;\n}\n',
    );
    await writeFile(
      path.join(copy, 'docs/pill.mdx'),
      "import Pill from '@site/src/components/Pill';\n\n# Pill\n\n<Pill>New</Pill>\n",
    );
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const html = page(result, 'docs/pill/index.html');
    const className = /<span class="([^"]+)">New<\/span>/.exec(html)?.[1] ?? '';
    expect(className).toMatch(/pill/);
    const sheet = /<link rel="stylesheet" href="\/(assets\/styles\.[0-9a-f]+\.css)"\/>/.exec(html)?.[1];
    expect(page(result, sheet ?? 'missing')).toContain(`.${className} {\n  color: rebeccapurple;\n}`);
  });

  it("finds the packages a docs folder beside the site imports in the site's node_modules", async () => {
    const copy = await copyFixture('docusaurus-site');
    const site = path.join(copy, 'website');
    await mkdir(site);
    for (const name of ['docusaurus.config.js', 'site.json', 'sidebars.js', 'static', 'src'])
      await rename(path.join(copy, name), path.join(site, name));
    await edit(site, 'docusaurus.config.js', 'sidebarPath:', "path: '../docs',\n          sidebarPath:");
    const pkg = path.join(site, 'node_modules/lumen-badge');
    await mkdir(pkg, { recursive: true });
    await writeFile(path.join(pkg, 'package.json'), '{ "name": "lumen-badge", "main": "index.js" }');
    await writeFile(path.join(pkg, 'index.js'), "exports.badge = 'Stable since 2024';");
    await writeFile(path.join(copy, 'docs/badge.mdx'), "import { badge } from 'lumen-badge';\n\n# Badge\n\n{badge}\n");
    const result = await build({ root: site, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(page(result, 'docs/badge/index.html')).toContain('Stable since 2024');
  });

  it('gives the root a home from the title, tagline and first navbar doc when src/pages has no index', async () => {
    const copy = await copyFixture('docusaurus-site');
    await rm(path.join(copy, 'src/pages/index.js'));
    const result = await build({ root: copy, write: false });
    const home = between(page(result, 'index.html'), 'main');
    expect(home).toContain('<h1>Lumen</h1>');
    expect(home).toContain('Light reading for heavy data');
    expect(home).toContain('href="/docs/intro/">Guide</a>');
    // With the search box on the page: a GET form to the search page until the island wakes.
    expect(home).toMatch(/<div class="hero-search"><div class="island" data-island="search-box"/);
    expect(home).toContain('action="/search/" method="get"');
  });

  it('resolves a link to a post; a React page that fails gets a page that links to it at the site url', async () => {
    const copy = await copyFixture('docusaurus-site');
    const failing = "export default function About() { throw new Error('needs a browser'); }\n";
    await writeFile(path.join(copy, 'src/pages/about.js'), failing);
    const links = 'Read [the post](/blog/2026/01/01/hello) and [about us](/about).';
    await edit(copy, 'docs/reference.md', 'one by one.', `one by one. ${links}`);
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.ruleId === 'unbuilt-page').map((d) => d.message)).toEqual([]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.diagnostics.filter((d) => d.ruleId === 'react-page').map(formatDiagnostic)).toEqual([
      'src/pages/about.js:1:1 warning React page not drawn: needs a browser ' +
        "(it gets a page that links to it at the site's url) react-page",
    ]);
    const about = page(result, 'about/index.html');
    expect(about).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(about).toContain('<a href="https://lumen.example/about/">https://lumen.example/about/</a>');
  });

  it('builds another docs plugin instance from its folder, and the links that name it', async () => {
    const copy = await copyFixture('docusaurus-site');
    const instance =
      "['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]";
    await edit(copy, 'docusaurus.config.js', "plugins: ['@docusaurus/plugin-ideal-image'],", `plugins: [${instance}],`);
    const item = "{ type: 'doc', docsPluginId: 'community', docId: 'welcome', label: 'Community' },";
    await edit(copy, 'docusaurus.config.js', "{ to: '/blog', label: 'Blog', position: 'left' },", item);
    await edit(copy, 'docs/reference.md', 'one by one.', 'one by one. Ask [the community](/community/welcome).');
    await mkdir(path.join(copy, 'community'));
    await writeFile(path.join(copy, 'community', 'welcome.md'), '# Welcome\n\nSay hello.\n');
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(page(result, 'community/welcome/index.html')).toContain('<h1>Welcome</h1>');
    expect(page(result, 'docs/intro/index.html')).toContain('<a href="/community/welcome/">Community</a>');
    expect(page(result, 'docs/reference/index.html')).toContain('<a href="/community/welcome">the community</a>');
  });

  it('writes to build/ like Docusaurus and changes no file of the site', async () => {
    const copy = await copyFixture('docusaurus-site');
    const before = await filesOf(copy);
    const result = await build({ root: copy, write: true });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(existsSync(path.join(copy, 'build/docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(copy, 'build/index.html'))).toBe(true);
    expect(existsSync(path.join(copy, 'out'))).toBe(false);
    const after = await filesOf(copy);
    for (const [file, bytes] of before) expect(after.get(file), file).toBe(bytes);
    expect([...after.keys()].filter((file) => !before.has(file) && !file.startsWith('build/'))).toEqual([]);
  });

  it('reports a config Docusaurus would refuse at its file, and a broken doc link still fails', async () => {
    const copy = await copyFixture('docusaurus-site');
    await edit(copy, 'docs/reference.md', 'one by one.', 'one by one; see [the FAQ](/docs/faq).');
    await edit(copy, 'docusaurus.config.js', "sidebarId: 'guide'", "sidebarId: 'guides'");
    const result = await build({ root: copy, write: false });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.message}`);
    expect(errors).toEqual([
      'docs/reference.md Link to /docs/faq points nowhere',
      'docusaurus.config.js Link "Guide" points at unknown sidebar "guides"',
    ]);
  });
});

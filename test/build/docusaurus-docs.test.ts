import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { searchStore } from '../../src/search/documents.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

// A docs folder as Docusaurus 3 reads it (test/fixtures/docusaurus-docs): each construct is one case.
const site = (root = `${fixtures}docusaurus-docs`) => build({ root, write: false });
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

describe('a Docusaurus docs folder', () => {
  it('reads every .md as MDX with markdown.format "mdx": components render, no import or comment shows', async () => {
    const result = await site();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const intro = mainOf(page(result, 'intro/index.html'));
    expect(intro).toContain('<div class="tabs-panel" data-value="yarn"><p class="tabs-label">Yarn</p>');
    expect(intro).toContain('npm install orbit');
    // <TOCInline toc={toc} />: Docusaurus's MDX gives every doc a `toc`; the list is the page's headings.
    expect(intro).toContain('<ul class="toc-inline"><li><a href="#install-orbit">Install</a></li></ul>');
    // A site component (JSX in .js) with Docusaurus's Link, useBaseUrl, context, BrowserOnly and Translate.
    expect(intro).toContain('<p>Welcome to Orbit Docs.</p><img src="/img/orbit.svg" alt="Orbit"/>');
    expect(intro).toContain('<a href="/guides/setup">Get started</a><span>Loading the map…</span>');
    expect(intro).toContain('yarn add orbit');
    for (const leak of ['import ', '<!--', 'Editors: keep', '&lt;Tabs', 'TabItem']) expect(intro).not.toContain(leak);
    const setup = mainOf(page(result, 'guides/setup/index.html'));
    expect(setup).toContain('The fleet has 3 regions.');
    expect(setup).not.toContain('truncate');
  });

  it('keeps .md as CommonMark with "detect", naming each MDX line it cannot show', async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(root, 'helpdocs.config.ts', "format: 'mdx'", "format: 'detect'");
    const result = await site(root);
    const rules = result.diagnostics.map((d) => `${d.file}:${d.line} ${d.ruleId}`);
    expect(rules).toContain('content/intro.md:5 esm-in-markdown');
    expect(rules).toContain('content/intro.md:16 jsx-in-markdown');
    expect(mainOf(page(result, 'guides/setup/index.html'))).toContain('The fleet has {1 + 2} regions.');
  });

  it.each(['mdx', 'detect'])('takes "{#custom-id}" as the heading\'s anchor (markdown.format "%s")', async (format) => {
    const root = await copyFixture('docusaurus-docs');
    await edit(root, 'helpdocs.config.ts', "format: 'mdx'", `format: '${format}'`);
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const setup = result.site.docsById.get('guides/setup');
    expect(setup?.headings).toEqual([
      { depth: 2, id: 'start-the-agent', text: 'Start the agent' },
      { depth: 2, id: 'fleet-config', text: 'Configure the fleet' },
    ]);
    const html = mainOf(page(result, 'guides/setup/index.html'));
    expect(html).toContain('<h2 id="fleet-config">Configure the fleet<a class="hash-link" href="#fleet-config"');
    expect(html).toContain('{#kept-as-written}');
    expect(mainOf(page(result, 'intro/index.html'))).toContain('<h2 id="install-orbit">Install<a');
  });

  it("hides under hide_title the title Docusaurus would make, never the doc's own # heading", async () => {
    const root = await copyFixture('docusaurus-docs');
    await writeFile(
      path.join(root, 'content/reference/batch.md'),
      '---\ntitle: Batch\nhide_title: true\n---\n\n&nbsp;\n\n# Batching updates\n\nOne render for many updates.\n',
    );
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    // DocItem/Content shows the Markdown's h1 whatever hide_title says (useSyntheticTitle: no h1 made then).
    expect(page(result, 'reference/batch/index.html')).toContain('<header><h1>Batching updates</h1></header>');
  });

  it("shows the marks of a doc's # heading as Docusaurus does: code, emphasis; a link as its text", async () => {
    const root = await copyFixture('docusaurus-docs');
    const docs: Record<string, string> = {
      'batch.md': '# `batch()`\n\nOne render.\n',
      'deal.md': '# The *real* **deal** ~~not~~\n\nText.\n',
      'linked.md': '# See [the API](./batch.md) `now`\n\nText.\n',
      'plain.md': '# Plain title\n\nText.\n',
    };
    for (const [name, text] of Object.entries(docs)) await writeFile(path.join(root, 'content/reference', name), text);
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const h1 = (name: string) =>
      /<header><h1[^>]*>.*?<\/h1><\/header>/.exec(page(result, `reference/${name}/index.html`))?.[0];
    expect(h1('batch')).toBe('<header><h1><code>batch()</code></h1></header>');
    expect(h1('deal')).toBe('<header><h1>The <em>real</em> <strong>deal</strong> <del>not</del></h1></header>');
    expect(h1('linked')).toBe('<header><h1>See the API <code>now</code></h1></header>');
    expect(h1('plain')).toBe('<header><h1>Plain title</h1></header>');
    // The page's <title> is the heading's text.
    expect(page(result, 'reference/batch/index.html')).toContain('<title>batch()');
  });

  it('leaves a # heading inside a container where it stands, and draws no other title (contentTitle)', async () => {
    const root = await copyFixture('docusaurus-docs');
    const docs: Record<string, string> = {
      // JSX (the MDX parser) and a quote (the Markdown chain): the first heading of the tree, depth first.
      'migrating.md':
        '---\ntitle: Migration guide\nhide_title: true\n---\n\n' +
        '<div className="guide">\n\n# Migrating\n\nText.\n\n</div>\n',
      'quoted.md': '> # Quoted title\n\nText.\n\n## Part\n',
      // Not a content title: a heading stands before it, inside a list.
      'listed.md': '---\ntitle: Listed\n---\n\n- ## Item\n\n# Later\n',
    };
    for (const [name, text] of Object.entries(docs)) await writeFile(path.join(root, 'content/reference', name), text);
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const h1s = (name: string) => mainOf(page(result, `reference/${name}/index.html`)).match(/<h1[^>]*>.*?<\/h1>/g);
    expect(h1s('migrating')).toEqual(['<h1 id="migrating">Migrating</h1>']);
    expect(mainOf(page(result, 'reference/migrating/index.html'))).toContain('<div class="guide"><h1 id="migrating">');
    expect(h1s('quoted')).toEqual(['<h1 id="quoted-title">Quoted title</h1>']);
    expect(mainOf(page(result, 'reference/quoted/index.html'))).toContain('<blockquote>\n<h1 id="quoted-title">');
    // The header's title, then the body's h1 where it stands: Docusaurus draws both too.
    expect(h1s('listed')?.length).toBe(2);
    const extraH1 = result.diagnostics.filter((d) => d.ruleId === 'extra-h1').map((d) => d.file);
    expect(extraH1).toEqual(['content/reference/listed.md']);
  });

  it("shows a heading's code in the table of contents, as Docusaurus's TOC does, in .md and .mdx", async () => {
    const root = await copyFixture('docusaurus-docs');
    const text = '# API\n\n## The `batch()` call\n\nText.\n\n## Plain part\n\nText.\n';
    await writeFile(path.join(root, 'content/reference/api.md'), text);
    await writeFile(path.join(root, 'content/reference/api-mdx.mdx'), text.replace('# API', '# API <span>MDX</span>'));
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    for (const name of ['api', 'api-mdx']) {
      const toc = /<aside class="doc-toc"[\s\S]*?<\/aside>/.exec(page(result, `reference/${name}/index.html`))?.[0];
      expect(toc, name).toContain('href="#the-batch-call">The <code>batch()</code> call</a>');
      expect(toc, name).toContain('href="#plain-part">Plain part</a>');
    }
  });

  it('reads Docusaurus front matter: id, hide_title, pagination, TOC levels, custom_edit_url', async () => {
    const result = await site();
    const cli = result.site.docsById.get('reference/cli');
    expect(cli?.route).toBe('/reference/cli/');
    const html = page(result, 'reference/cli/index.html');
    expect(html).toContain('<h1 class="visually-hidden">Command line</h1>');
    expect(html).toContain('href="https://git.example/orbit/edit/main/cli.md"');
    expect(html).toContain('href="/guides/setup/" rel="prev"');
    expect(html).not.toContain('rel="next"');
    // h2–h4 in the table of contents (toc_max_heading_level: 4).
    expect(/<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0]).toContain('href="#flags"');
    expect(page(result, 'guides/setup/index.html')).toContain('href="/reference/cli/" rel="next"');
  });

  it('leaves drafts out of a build and keeps them for serve --watch', async () => {
    const built = await site();
    expect(built.site.docsById.has('reference/roadmap')).toBe(false);
    expect(built.files.some((file) => file.path === 'reference/roadmap/index.html')).toBe(false);
    const previewed = await build({ root: `${fixtures}docusaurus-docs`, write: false, drafts: true });
    expect(previewed.files.some((file) => file.path === 'reference/roadmap/index.html')).toBe(true);
  });

  it('names a pagination doc or sidebar that does not exist, at its line', async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(
      root,
      'content/reference/01-cli-commands.md',
      'pagination_prev: guides/setup',
      'pagination_prev: guides/setpu',
    );
    await edit(root, 'content/reference/01-cli-commands.md', 'displayed_sidebar: docs', 'displayed_sidebar: api');
    const result = await site(root);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'content/reference/01-cli-commands.md:6:1 error pagination_prev "guides/setpu" is not a doc ' +
        '(did you mean guides/setup?) pagination-unknown-doc',
      'content/reference/01-cli-commands.md:12:1 error displayed_sidebar "api" is not a sidebar of sidebars.json ' +
        'sidebar-unknown',
    ]);
  });

  it('never publishes a partial, and renders it where a doc imports it, its links checked', async () => {
    const result = await site();
    expect(result.files.map((file) => file.path).filter((file) => /(^|\/)_(?!redirects$|headers$)/.test(file))).toEqual(
      [],
    );
    expect([...result.site.docsById.keys()].sort()).toEqual([
      'concepts/deep/probes',
      'concepts/fleets',
      'concepts/orbits',
      'guides/setup',
      'intro',
      'reference/cli',
    ]);
    const setup = mainOf(page(result, 'guides/setup/index.html'));
    expect(setup).toContain('Orbit needs <strong>Node.js 20</strong> on every machine.');
    expect(setup).toContain('<a href="/guides/setup/#fleet-config">the setup</a>');
    expect(setup).toContain('<div class="admonition admonition-tip">');
    // The partial's code block, highlighted, in the importing doc's page (MDX code as HTML: rehype-code-html.ts).
    expect(setup).toMatch(/<code class="hljs language-sh">.*node.* --version &#x26;&#x26; /);
    expect(setup).not.toContain('helpdocs-code');

    const root = await copyFixture('docusaurus-docs');
    await edit(root, 'content/_shared/_requirements.md', '#fleet-config', '#fleet-configuration');
    const broken = await site(root);
    expect(broken.diagnostics.map(formatDiagnostic)).toContain(
      'content/guides/setup.md:5:1 error Anchor "#fleet-configuration" in ../guides/setup.md#fleet-configuration ' +
        'is not a heading of content/guides/setup.md broken-anchor',
    );
  });

  it('reads the sidebar shorthand: an object of categories, and { "Label": [items] } as an item', async () => {
    const result = await site();
    const [sidebar] = result.site.sidebars;
    const shape = (items: NonNullable<typeof sidebar>['items']): unknown[] =>
      items.map((item) => (item.type === 'category' ? { [item.label]: shape(item.items) } : item.label));
    expect(sidebar?.name).toBe('docs');
    expect(shape(sidebar?.items ?? [])).toEqual([
      { Start: ['Orbit', 'Set up Orbit'] },
      {
        Reference: [
          { 'Command line': ['Command line'] },
          { Concepts: [{ 'Deep space': ['Probes'] }, 'Fleets', 'Orbits'] },
        ],
      },
    ]);
  });

  it('builds generated-index pages where Docusaurus puts them, with a card per item of the category', async () => {
    const result = await site();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    // The label slugged under /category/ (sidebars.json), or the link's slug (_category_.json, with a trailing
    // comma, which Docusaurus's YAML reader of that file lets pass).
    expect(result.site.categoryIndexes.map((index) => [index.route, index.index.title])).toEqual([
      ['/category/concepts/', 'Concepts'],
      ['/deep-space/', 'Deep space machines'],
    ]);
    const concepts = page(result, 'category/concepts/index.html');
    expect(concepts).toContain('<title>Concepts | Orbit Docs</title>');
    expect(concepts).toContain('<meta name="description" content="What Orbit is made of."/>');
    expect(concepts).toContain('<meta name="keywords" content="glossary"/>');
    const main = mainOf(concepts);
    expect(main).toContain('<h1>Concepts</h1><p class="category-index-description">What Orbit is made of.</p>');
    // A category's card shows its description; a doc's, its description or else the start of its text.
    const card = /<a class="doc-card" href="([^"]+)"><span class="doc-card-title">([^<]+)<\/span>/.source;
    const cards = [...main.matchAll(new RegExp(`${card}(?:<span class="doc-card-description">([^<]+))?`, 'g'))];
    expect(cards.map(([, href, title, description]) => [href, title, description])).toEqual([
      ['/deep-space/', 'Deep space', 'Machines far from the fleet.'],
      ['/concepts/fleets/', 'Fleets', 'A fleet is every machine that runs the Orbit agent, grouped by region.'],
      ['/concepts/orbits/', 'Orbits', 'How a job circles the fleet until a machine takes it.'],
    ]);
    // Breadcrumbs: the categories above; the sidebar's label links the page, marked current there.
    expect(mainOf(page(result, 'deep-space/index.html'))).toContain(
      '<li><span>Reference</span></li><li><a href="/category/concepts/">Concepts</a></li>' +
        '<li><span aria-current="page">Deep space</span></li>',
    );
    expect(concepts).toContain('<a class="sidebar-link" href="/category/concepts/" aria-current="page">Concepts</a>');
    // Previous/next pass through a generated index, named by the category's label.
    const pagination = (route: string) => {
      const { previous, next } = result.site.categoryIndexes.find((index) => index.route === route) ?? {};
      return [previous?.title, next?.title];
    };
    expect(pagination('/category/concepts/')).toEqual(['Command line', 'Deep space']);
    expect(pagination('/deep-space/')).toEqual(['Concepts', 'Probes']);
    expect(result.site.nav.get('concepts/deep/probes')?.previous).toEqual({
      title: 'Deep space',
      route: '/deep-space/',
    });
    expect(mainOf(page(result, 'deep-space/index.html'))).toContain(
      '<a class="pagination-link pagination-next" href="/concepts/deep/probes/" rel="next">',
    );
    expect(page(result, 'concepts/orbits/index.html')).toContain(
      '<a class="sidebar-link" href="/deep-space/">Deep space</a>',
    );
    // Found by search, listed in the sitemap, reached by a URL-style link from a doc.
    expect(page(result, 'sitemap.xml')).toContain('<loc>https://orbit.example/category/concepts/</loc>');
    // A URL-style link is kept as written, and checked against the generated routes.
    expect(mainOf(page(result, 'concepts/orbits/index.html'))).toContain(
      '<a href="/category/concepts">the concepts page</a>',
    );
    expect(searchStore(result.site).pages.find((entry) => entry.route === '/deep-space/')).toEqual({
      title: 'Deep space machines',
      route: '/deep-space/',
      crumbs: ['Reference', 'Concepts'],
      description: '',
    });
  });

  it("numbers a repeated label as GitHub's slugger does, drops an empty index, and checks links to one", async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(
      root,
      'sidebars.json',
      '"items": [{ "type": "autogenerated", "dirName": "concepts" }]',
      '"items": [{ "type": "autogenerated", "dirName": "concepts" }] },\n' +
        '{ "type": "category", "label": "Concepts", "link": { "type": "generated-index" },\n' +
        '  "items": [{ "type": "link", "label": "Status", "href": "https://status.orbit.example" }] },\n' +
        '{ "type": "category", "label": "Empty", "link": { "type": "generated-index" }, "items": []',
    );
    await edit(root, 'content/concepts/fleets.md', 'grouped by region.', 'grouped by [region](/category/regions).');
    const result = await site(root);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.ruleId}`)).toEqual([
      'content/concepts/fleets.md:5 error broken-link',
    ]);
    expect(result.site.categoryIndexes.map((index) => index.route)).toEqual([
      '/category/concepts/',
      '/deep-space/',
      '/category/concepts-1/',
    ]);
  });

  it('refuses a generated index with keys Docusaurus does not know', async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(root, 'sidebars.json', '"keywords": ["glossary"]', '"keywords": ["glossary"], "colour": "red"');
    const result = await site(root);
    expect(result.diagnostics.map((d) => `${d.file} ${d.severity} ${d.ruleId}`)).toContain(
      'sidebars.json error sidebar-schema',
    );
  });

  it('reads a docs folder beside the site folder (contentDir "../docs"), as Docusaurus\'s path does', async () => {
    const copy = await copyFixture('docusaurus-docs');
    const website = path.join(copy, 'website');
    await mkdir(website);
    await rename(path.join(copy, 'content'), path.join(copy, 'docs'));
    for (const file of ['helpdocs.config.ts', 'sidebars.json', 'src', 'static'])
      await rename(path.join(copy, file), path.join(website, file));
    await edit(website, 'helpdocs.config.ts', "format: 'mdx' }", "format: 'mdx' },\n  contentDir: '../docs'");
    const result = await site(website);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.site.docsById.get('guides/setup')?.source.path).toBe('../docs/guides/setup.md');
    expect(mainOf(page(result, 'guides/setup/index.html'))).toContain('Orbit needs <strong>Node.js 20</strong>');
  });

  it("reads URL-style links from the page's folder, as a browser does on a Docusaurus URL", async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(
      root,
      'content/guides/setup.md',
      'See [the agent]',
      'See [the CLI](../reference/cli#commands), [the agent]',
    );
    const result = await site(root);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(mainOf(page(result, 'guides/setup/index.html'))).toContain('<a href="/reference/cli/#commands">the CLI</a>');
  });

  it('follows onBrokenLinks, onBrokenAnchors and onBrokenMarkdownLinks (throw, warn, log, ignore)', async () => {
    const root = await copyFixture('docusaurus-docs');
    await edit(
      root,
      'content/guides/setup.md',
      'See [the agent]',
      'See [gone](/nowhere), [lost](#lost), [old](./old.md), [the agent]',
    );
    const rules = async () => (await site(root)).diagnostics.map((d) => `${d.severity} ${d.ruleId}`).sort();
    expect(await rules()).toEqual(['error broken-anchor', 'error broken-link', 'error broken-link']);
    await edit(
      root,
      'helpdocs.config.ts',
      "locale: 'en',",
      "locale: 'en', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'ignore',",
    );
    expect(await rules()).toEqual(['error broken-link', 'warning broken-anchor']);
  });

  it('reads the older admonition title and heading ids in MDX docs and partials, as Docusaurus 3 does', async () => {
    const root = await copyFixture('docusaurus-docs');
    await writeFile(
      path.join(root, 'content/_shared/_legacy.md'),
      ':::note Inside a partial\n\nFrom the partial.\n\n:::\n\n## Partial part {#partial-part}\n',
    );
    await writeFile(
      path.join(root, 'content/guides/legacy.md'),
      "---\ntitle: Legacy\n---\n\nimport Legacy from '../_shared/_legacy.md';\n\n" +
        ":::tip What You'll Learn\n\n- How {1 + 1} works\n\n:::\n\n<Legacy />\n\n" +
        '```md\n:::tip Not a title in code\n```\n',
    );
    const result = await site(root);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const legacy = mainOf(page(result, 'guides/legacy/index.html'));
    expect(legacy).toMatch(
      /<div class="admonition admonition-tip"><p class="admonition-title">What You(&#x27;|')ll Learn<\/p>/,
    );
    expect(legacy).toContain('How 2 works');
    expect(legacy).toContain(
      '<div class="admonition admonition-note"><p class="admonition-title">Inside a partial</p>',
    );
    expect(legacy).toContain('id="partial-part"');
    expect(legacy).not.toContain('{#partial-part}');
    // In a code block it stays as written.
    expect(legacy).toContain(':::tip Not a title in code');
  });
});

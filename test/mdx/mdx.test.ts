import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';
import { docDescription } from '../../src/render/excerpt.js';

const built = (name: string) => build({ root: `${fixtures}${name}`, write: false });
const page = (result: BuildResult, path: string) =>
  String(result.files.find((file) => file.path === path)?.contents ?? '');

describe('MDX docs', () => {
  let site: BuildResult;
  // One build for the tests that read the fixture; the first build of a process also bundles the client.
  beforeAll(async () => {
    site = await built('mdx-site');
  }, 180_000);

  it('build with Docusaurus imports, site components, headings, links and search text like Markdown docs', async () => {
    const result = site;
    expect(result.diagnostics).toEqual([]);
    const doc = result.site.docsById.get('guides/configure')!;
    expect(doc.route).toBe('/docs/guides/configure/');
    expect(doc.headings).toEqual([
      { depth: 2, id: 'create-the-file', text: 'Create the file' },
      { depth: 2, id: 'choose-a-port', text: 'Choose a port' },
    ]);
    expect(doc.links.map((link) => [link.kind, link.target, `${link.position.line}:${link.position.column}`])).toEqual([
      ['doc', 'guides/install.md', '15:92'],
    ]);
    // Search text: prose and evaluated expressions, not the import/export lines.
    const text = doc.sections.map((section) => section.text).join(' ');
    expect(text).toContain('The default port is 8080.');
    expect(text).not.toContain('import');
    // The description taken from the text (a doc whose front matter has none) shows the value too.
    const { description: _written, ...frontMatter } = doc.frontMatter;
    expect(docDescription({ ...doc, frontMatter })).toContain('The default port is 8080.');
    const html = page(result, 'docs/guides/configure/index.html');
    expect(html).toContain('<a href="/docs/guides/install/">install it</a>');
    expect(html).toContain('<mark class="site-highlight" data-color="yellow">acme.config.json</mark>');
    expect(html).toContain('The default port is 8080.');
    expect(html).toContain('<div class="admonition admonition-tip"><p class="admonition-title">Busy port</p>');
    expect(html).toContain('<details class="details"><summary>Why 8080?</summary>');
    // <CodeBlock> renders what a fence with the same options renders.
    expect(html).toContain(
      '<figure class="code-figure"><figcaption class="code-title">acme.config.json</figcaption><pre ' +
        'tabindex="0"><code class="hljs language-json">',
    );
    expect(html).toMatch(
      new RegExp(
        /<pre tabindex="0" class="code-line-numbers"><code class="hljs language-js">/.source +
          /<span class="code-line" data-line="1">[\s\S]*<span class="code-line code-line-highlighted" data-line="2">/
            .source,
      ),
    );
    expect(html).toContain('<div class="admonition admonition-note"><p class="admonition-title">Note</p>');
    expect(html).not.toMatch(/import |export const/);
  });

  it('render <Tabs>/<TabItem> with the markup of the ::::tabs directive', async () => {
    const result = site;
    const fromMdx = page(result, 'docs/guides/configure/index.html');
    expect(fromMdx).toContain(
      '<div class="tabs" data-tabs="" data-group-id="pm" data-query-string="tab"><div class="tabs-panel" ' +
        'data-value="npm" data-default=""><p class="tabs-label">npm</p>',
    );
    const fromMarkdown = page(result, 'docs/guides/install/index.html');
    expect(fromMarkdown).toContain(
      '<div class="tabs" data-tabs="" data-group-id="pm" data-query-string="tab">\n<div class="tabs-panel" ' +
        'data-value="npm">\n<p class="tabs-label">npm</p>',
    );
  });

  it("list a category page's docs with <DocCardList />, and never publish the .mdx source", async () => {
    const result = site;
    expect(page(result, 'docs/reference/index.html')).toContain(
      '<ul class="doc-card-list"><li><a class="doc-card" href="/docs/reference/cli/"><span ' +
        'class="doc-card-title">CLI</span><span class="doc-card-description">The acme command.</span></a></li>',
    );
    expect(result.files.filter((file) => /\.mdx$/.test(file.path))).toEqual([]);
  });

  it('reports compile, import and render errors at the .mdx line and column, all at once', async () => {
    const result = await built('mdx-broken');
    expect(result.stats.errors).toBe(6);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      'content/imports.mdx:5:1 mdx-import helpdocs has no "@theme/DocBreadcrumbs"',
      'content/imports.mdx:7:21 mdx-import Could not resolve "@site/components/Missing"',
      "content/islands.mdx:8:1 mdx-island <Tabs client:load>: only a component imported from the site's own files " +
        'can hydrate',
      'content/islands.mdx:10:1 mdx-island <Box client:visible> cannot have children: a hydrated component gets only ' +
        'its props',
      'content/runtime.mdx:14:1 mdx-render Expected component `Undeclared` to be defined: you likely forgot to ' +
        'import, pass, or provide it.',
      'content/syntax.mdx:7:1 mdx-syntax Expected a closing tag for `<Tabs>` (7:1-7:7)',
    ]);
  });
});

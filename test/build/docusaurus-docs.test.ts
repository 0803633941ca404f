import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
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
    expect(rules).toContain('content/intro.md:12 jsx-in-markdown');
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
});

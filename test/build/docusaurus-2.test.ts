// A Docusaurus 2 site (its installed @docusaurus/core says 2.x): its `.md` docs were MDX 1, which read
// `{` and `<` in a sentence as text. helpdocs reads them as Markdown, but for those that import or use
// components, which are MDX 3; one that MDX 3 cannot read is Markdown after all, with a warning.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { parsesAsMdx, usesMdxSyntax } from '../../src/core/markdown-format.js';
import { copyFixture } from '../helpers/sites.js';

const page = (result: BuildResult, file: string) =>
  /<main[\s\S]*?<\/main>/.exec(String(result.files.find((made) => made.path === file)?.contents ?? ''))?.[0] ?? '';

const TABS =
  "---\ntitle: Install\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
  '<Tabs>\n  <TabItem value="npm" label="npm" default>\n\nRun `npm i lumen`.\n\n  </TabItem>\n' +
  '  <TabItem value="yarn" label="Yarn">\n\nRun `yarn add lumen`.\n\n  </TabItem>\n</Tabs>\n';
const BRACES = '---\ntitle: Logs\n---\n\nLogs go to `~/logs`, that is /{user.home}/logs, and cost R$ 1.500 <a year>.\n';
const BOTH = `${TABS.replace('title: Install', 'title: Old logs')}\nLogs go to /{user.home}/logs.\n`;

async function docusaurus2Site(): Promise<string> {
  const root = await copyFixture('docusaurus-site');
  const core = path.join(root, 'node_modules/@docusaurus/core');
  await mkdir(core, { recursive: true });
  await writeFile(path.join(core, 'package.json'), '{"name":"@docusaurus/core","version":"2.4.3"}\n');
  await writeFile(path.join(root, 'docs/install.md'), TABS);
  await writeFile(path.join(root, 'docs/logs.md'), BRACES);
  await writeFile(path.join(root, 'docs/old-logs.md'), BOTH);
  return root;
}

describe('a Docusaurus 2 site', () => {
  it('renders the components of the .md docs that use them, and keeps the others Markdown', async () => {
    const result = await build({ root: await docusaurus2Site(), write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(result.config.markdown.format).toBe('mdx1');
    const install = page(result, 'docs/install/index.html');
    expect(install).toContain('<div class="tabs-panel" data-value="npm" data-default="">');
    expect(install).toContain('<p class="tabs-label">Yarn</p>');
    expect(install).not.toContain('import Tabs');
    // MDX 1 read braces in a sentence as text: so does Markdown.
    expect(page(result, 'docs/logs/index.html')).toContain('/{user.home}/logs, and cost R$ 1.500');
    // Components and an undefined `{user.home}`: Markdown after all, said at the doc.
    const old = page(result, 'docs/old-logs/index.html');
    expect(old).toContain('/{user.home}/logs');
    expect(old).toContain('Run <code>npm i lumen</code>');
    const said = result.diagnostics.filter((d) => d.ruleId === 'mdx1-syntax');
    expect(said.map((d) => [d.file, d.severity])).toEqual([['docs/old-logs.md', 'warning']]);
    expect(said[0]?.message).toContain('user is not defined');
    expect(result.diagnostics.some((d) => d.ruleId === 'esm-in-markdown' && d.file === 'docs/install.md')).toBe(false);
  });

  it('tells a component or an import line from one in code or in inline code', () => {
    expect(usesMdxSyntax(TABS)).toBe(true);
    expect(usesMdxSyntax('Use <Tabs> like this.\n')).toBe(true);
    expect(usesMdxSyntax('<Foo.Bar />\n')).toBe(true);
    expect(usesMdxSyntax(BRACES)).toBe(false);
    expect(usesMdxSyntax('Write `<Tabs>` and `import x from "y"`.\n')).toBe(false);
    expect(usesMdxSyntax('```js\nimport x from "y";\n<App />\n```\n')).toBe(false);
    expect(usesMdxSyntax('Important: <b>bold</b> and <br/>.\n')).toBe(false);
    expect(parsesAsMdx({ path: 'docs/a.md', text: TABS }, 'mdx1')).toBe(true);
    expect(parsesAsMdx({ path: 'docs/a.md', text: TABS }, 'detect')).toBe(false);
    expect(parsesAsMdx({ path: 'docs/a.mdx', text: BRACES }, 'mdx1')).toBe(true);
    expect(parsesAsMdx({ path: 'docs/a.md', text: BRACES }, 'mdx1')).toBe(false);
  });
});

// A doc whose imports are all modules helpdocs serves itself (React, `@theme/…`, the `@docusaurus/…`
// stand-ins) is compiled to a function body and run without a bundle, as a doc that imports nothing.
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileMdx, importsOf } from '../../src/parse/mdx/compile.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { mdxContext } from '../helpers/mdx-context.js';

const table = { base: '/', routeOf: () => undefined };
const doc =
  "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n" +
  "import * as React from 'react';\nimport { useState as useLocal } from 'react';\n" +
  "import Link from '@docusaurus/Link';\n\n" +
  'export const Count = () => { const [n] = useLocal(3); return React.createElement("b", null, n); };\n\n' +
  '# Install\n\n<Tabs>\n<TabItem value="npm" label="npm">\n\nRun **npm**.\n\n</TabItem>\n</Tabs>\n\n' +
  '<Count /> and <Link to="/docs/next/">next</Link>.\n';

describe('imports of modules helpdocs serves', () => {
  it('are told from imports that need a bundle, outside fenced code', () => {
    expect(importsOf('# A\n')).toBe('none');
    expect(importsOf(doc)).toBe('shared');
    expect(importsOf("import Note from './_note.md';\n\n# A\n")).toBe('bundle');
    expect(importsOf("import Tabs from '@theme/Tabs';\nimport x from 'left-pad';\n")).toBe('bundle');
    expect(importsOf("import {\n  a,\n} from 'react';\n")).toBe('bundle');
    expect(importsOf("export { a } from '@theme/Tabs';\n")).toBe('bundle');
    expect(importsOf("```js\nimport x from 'left-pad';\n```\n\nimport Tabs from '@theme/Tabs';\n")).toBe('shared');
  });

  it('compile to a function body, with no bundle', async () => {
    const file = new VFile({ path: '/site/docs/a.mdx', value: doc });
    const compiled = await compileMdx(
      file,
      { siteRoot: '/site', remarkPlugins: [], rehypePlugins: [], remarkRehypeOptions: {} },
      10_000,
    );
    expect(compiled).toMatchObject({ ok: true, functionBody: true });
    expect('code' in compiled && compiled.code).not.toMatch(/\bimport\b|baseUrl/);
  });

  it('render each import, default, named and namespace, as a bundled doc does', async () => {
    const { body, diagnostics } = await parseMdxBody(
      { path: 'docs/a.mdx', contentPath: 'a.mdx', text: doc, hash: 'a' },
      table,
      mdxContext(),
    );
    expect(diagnostics).toEqual([]);
    expect(body.html).toContain('<p class="tabs-label">npm</p><p>Run <strong>npm</strong>.</p>');
    expect(body.html).toContain('<b>3</b> and <a href="/docs/next/">next</a>.');
  });
});

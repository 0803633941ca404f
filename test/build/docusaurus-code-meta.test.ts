// A site's rehype plugin reads a fence's meta from the code element (halo-dev/docs: @shikijs/rehype with
// transformerMetaHighlight reads `data.meta`): it gets it as under Docusaurus, where mdast-util-to-hast keeps
// `data.meta` and the mdx-loader's codeCompatPlugin adds `properties.metastring`, in Markdown and MDX docs alike.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

const readMeta = `module.exports = function readMeta() {
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'code') {
      node.properties.dataMeta = node.data?.meta;
      node.properties.dataMetastring = node.properties.metastring;
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
};
`;

const fence = '```yaml {2} title="compose.yaml"\nservices:\n  halo: {}\n```\n';

const siteWith = (format: string) =>
  writeSite('code-meta', {
    'docusaurus.config.js': `module.exports = {
  title: 'Meta',
  url: 'https://meta.example',
  baseUrl: '/',
  markdown: { format: '${format}' },
  presets: [['classic', { docs: { beforeDefaultRehypePlugins: [require('./plugins/read-meta.js')] }, blog: false }]],
};
`,
    'plugins/read-meta.js': readMeta,
    'docs/plain.md': `# Plain\n\n${fence}`,
    'docs/rich.mdx': `# Rich\n\n${fence}`,
  });

const meta = '{2} title=&#x22;compose.yaml&#x22;';

describe("a fence's meta, to a site's rehype plugin", () => {
  // `mdx` (Docusaurus's default) compiles both docs as MDX; `detect` reads the .md doc as Markdown.
  it.each(['mdx', 'detect'])(
    'reaches it in a .md and a .mdx doc (markdown.format %s)',
    async (format) => {
      const result = await build({ root: await siteWith(format), write: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (const page of ['docs/plain/index.html', 'docs/rich/index.html']) {
        const html = String(result.files.find((file) => file.path === page)?.contents ?? '');
        expect(html).toContain(`data-meta="${meta}"`);
        expect(html).toContain(`data-metastring="${meta}"`);
        // Docusaurus's CodeBlock takes `metastring` as a prop: it is no attribute of the page's code.
        expect(html).not.toMatch(/<code[^>]* metastring=/);
      }
    },
    60_000,
  );
});

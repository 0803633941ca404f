// `markdown.mdx1Compat`: Docusaurus 3's defaults (comments, admonitions, heading ids all true) are what helpdocs
// always does, so only a key set otherwise is named.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { writeSite } from '../helpers/sites.js';

const warnings = async (compat: string) => {
  const root = await writeSite('mdx1-compat', {
    'docusaurus.config.js':
      "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', " +
      `markdown: { mdx1Compat: ${compat} },\n` +
      "presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\n## Start {#begin}\n\n<!-- a note -->\n',
  });
  const result = await build({ root, write: false });
  return result.diagnostics.filter((d) => /mdx1Compat/.test(d.message)).map(formatDiagnostic);
};

describe('markdown.mdx1Compat', () => {
  it("says nothing of Docusaurus's defaults", async () => {
    expect(await warnings('{ comments: true, admonitions: true, headingIds: true }')).toEqual([]);
  });

  it('names a key set to false, at its line', async () => {
    expect(await warnings('{ comments: true, headingIds: false }')).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.js:1:\d+ warning markdown\.mdx1Compat\.headingIds is not carried over/,
      ),
    ]);
  });
});

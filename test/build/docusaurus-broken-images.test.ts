// Images a Docusaurus site's docs show: a missing one is judged by markdown.hooks.onBrokenMarkdownImages, as
// Docusaurus judges it (throw by default); one on disk outside the site's folder (or in a hidden folder) is a
// warning that names it, whatever the hook says, and is never published.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';

async function siteWith(hook: string | undefined): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-broken-images-')), 'site');
  const files: Record<string, string> = {
    'docusaurus.config.js':
      "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', " +
      `${hook ? `markdown: { hooks: { onBrokenMarkdownImages: '${hook}' } }, ` : ''}` +
      "presets: [['classic', { docs: {}, blog: {} }]] };\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\nThe plan:\n\n![Plan](./plan.png)\n',
    'blog/2026-01-05-hello/index.md': '---\ntitle: Hello\n---\n\nThe map:\n\n![Map](../../../outside.png)\n',
  };
  await writeFile(path.join(root, '..', 'outside.png'), 'png');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const problems = async (hook: string | undefined) =>
  (await build({ root: await siteWith(hook), write: false })).diagnostics
    .filter((d) => d.ruleId === 'missing-asset' || d.ruleId === 'asset-outside-folders')
    .map(formatDiagnostic);

describe("a Docusaurus site's broken images", () => {
  it('fail the build by default, and a file outside the published folders is named', async () => {
    expect(await problems(undefined)).toEqual([
      expect.stringMatching(
        /^blog\/2026-01-05-hello\/index\.md:7:1 warning File \.\.\/\.\.\/\.\.\/outside\.png is outside/,
      ),
      expect.stringMatching(/^docs\/intro\.md:7:1 error File \.\/plan\.png does not exist .*missing-asset$/),
    ]);
  });

  it('are warnings with onBrokenMarkdownImages: warn, and left unsaid with ignore', async () => {
    expect(await problems('warn')).toEqual([
      expect.stringMatching(/asset-outside-folders$/),
      expect.stringMatching(/^docs\/intro\.md:7:1 warning File \.\/plan\.png does not exist .*missing-asset$/),
    ]);
    expect(await problems('ignore')).toEqual([expect.stringMatching(/asset-outside-folders$/)]);
  });
});

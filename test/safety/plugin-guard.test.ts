// The rehype plugin guard judges elements by what they are once the plugins have run, not by who
// made them: a plugin that renames one of helpdocs's own `<p>` to `<script src>` gets it removed,
// and nothing runs in Chromium on a host without headers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, servedInChromium, type Served } from './helpers.js';

const sites = fixtureSites();

describe("a rehype plugin that turns helpdocs's own element into a script", () => {
  let root = '';
  let err = '';
  let served: Served | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    root = await sites.copy();
    await writeFile(
      path.join(root, 'rehype-rename.ts'),
      [
        "import type { Element, Root } from 'hast';",
        'export function rehypeRename() {',
        '  return (tree: Root) => {',
        "    const p = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'p');",
        "    if (p) Object.assign(p, { tagName: 'script', properties: { src: '/manual/evil.js' }, children: [] });",
        '  };',
        '}',
      ].join('\n'),
    );
    await writeFile(path.join(root, 'static/evil.js'), "document.documentElement.dataset.pwned = 'yes';\n");
    await edit(
      root,
      'helpdocs.config.ts',
      "import { defineConfig } from 'helpdocs';",
      "import { defineConfig } from 'helpdocs';\nimport { rehypeRename } from './rehype-rename';",
    );
    await edit(
      root,
      'helpdocs.config.ts',
      "locale: 'pt-BR',",
      "locale: 'pt-BR',\n  markdown: { rehypePlugins: [rehypeRename] },",
    );
    const result = await helpdocs('build', '--root', root);
    expect(result.code).toBe(0);
    err = result.err;
    served = await servedInChromium(path.join(root, 'out'));
    ({ origin, browser } = served);
  }, 60_000);
  afterAll(() => served?.close());

  it('removes it with a warning', async () => {
    expect(err).toContain('A rehype plugin added <script>, which is not allowed on a page and was removed');
    const html = await readFile(path.join(root, 'out/manual/guia/instalacao/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).not.toContain('evil.js');
  });

  it('runs nothing in Chromium', async () => {
    const page = await (browser as Browser).newPage();
    await page.goto(`${origin}/manual/guia/instalacao/`);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
  });
});

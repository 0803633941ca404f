// serve --watch keeps the browser chunks of an MDX doc's site components across every kind of edit
// (config, custom CSS, a theme override, another page): the doc is kept from the last build, and
// its components still hydrate from the chunk its HTML names.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { launchChromium } from '../e2e/harness.js';
import { copyFixture, edit } from '../helpers/sites.js';

const INTERACTIVE = '/docs/guides/interactive/';

describe('serve --watch with hydrated MDX components', () => {
  let root = '';
  let running: RunningServe;
  let browser: Browser;
  let page: Page | undefined;
  const served = async (route: string) => (await fetch(`${running.origin}${route}`)).text();
  const servedContains = async (route: string, text: string) =>
    expect.poll(() => served(route), { timeout: 20_000 }).toContain(text);

  /** Loads the doc afresh: its client:load counter hydrates from its chunk, and nothing crashed. */
  async function expectHydrated(): Promise<void> {
    // A new page each time: the last one may be reloading by itself (live reload).
    await page?.close();
    const tab = await browser.newPage();
    page = tab;
    const missing: string[] = [];
    tab.on('response', (response) => response.status() === 404 && missing.push(response.url()));
    await tab.goto(`${running.origin}${INTERACTIVE}`);
    const loaded = tab.locator('[data-eager][data-island^="site:"]');
    await expect.poll(() => loaded.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    await tab.getByRole('button', { name: 'Loaded: 10' }).click();
    await expect.poll(() => tab.locator('.site-counter').nth(1).innerText()).toBe('Loaded: 11');
    expect(await tab.locator('.crash').count()).toBe(0);
    expect(missing).toEqual([]);
  }

  beforeAll(async () => {
    root = await copyFixture('mdx-site');
    await mkdir(path.join(root, 'css'));
    await writeFile(path.join(root, 'css/custom.css'), '.site-counter { border: 1px solid; }\n');
    running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('at first', async () => {
    await expectHydrated();
  });

  it('after a config edit', async () => {
    // It also names custom CSS the watcher did not watch yet: the next test edits that file.
    await edit(
      root,
      'helpdocs.config.ts',
      "tagline: 'Docs written the Docusaurus way',",
      "tagline: 'Docs, edited',\n  customCss: 'css/custom.css',",
    );
    await servedContains(INTERACTIVE, 'Docs, edited');
    await expectHydrated();
  });

  it('after a custom CSS edit', async () => {
    const sheet = async () => /href="(\/docs\/assets\/site\.\w+\.css)"/.exec(await served(INTERACTIVE))?.[1];
    const before = await sheet();
    expect(before).toBeDefined();
    await edit(root, 'css/custom.css', 'border: 1px solid', 'border: 2px solid');
    await expect.poll(sheet, { timeout: 20_000 }).not.toBe(before);
    await expectHydrated();
  });

  it('after a theme override is added', async () => {
    await mkdir(path.join(root, 'theme'));
    await writeFile(
      path.join(root, 'theme/Footer.tsx'),
      "import Original from '@theme-original/Footer';\nimport type { FooterProps } from 'helpdocs/theme';\n\n" +
        'export default function Footer(props: FooterProps) {\n  return (\n    <>\n      <p>Footer override</p>\n  ' +
        '    <Original {...props} />\n    </>\n  );\n}\n',
    );
    await servedContains(INTERACTIVE, 'Footer override');
    await expectHydrated();
  });

  it('after another page is edited', async () => {
    await edit(root, 'content/guides/install.md', 'Pick your package manager;', 'Edited: pick your package manager;');
    await servedContains('/docs/guides/install/', 'Edited: ');
    await expectHydrated();
  });
});

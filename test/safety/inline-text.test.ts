// Text from the site's inputs inserted into markup and scripts stays text: a slug holding `$``
// (a String.replace pattern) does not corrupt the sidebar, an announcementBar id holding
// `</script>` does not close the head script (Chromium, host without headers), and on the search
// page the CSP meta comes first in <head>, above every script.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, servedInChromium, type Served } from './helpers.js';

const sites = fixtureSites();
const SLUG = '/guia/a$`b$&c';
// Unquoted: JSON would escape quotes into the attribute and spoil the URL.
const ID = '</script><script src=/manual/evil.js></script>';

describe('slugs, ids and the search page head', () => {
  let root = '';
  let served: Served | undefined;
  let browser: Browser | undefined;
  let origin = '';
  const page = (route: string) => readFile(path.join(root, 'out', route, 'index.html'), 'utf8');

  beforeAll(async () => {
    root = await sites.copy();
    // Not edit(), whose String.replace would read the slug's `$`` itself.
    const doc = path.join(root, 'content/guia/configuracao.md');
    await writeFile(
      doc,
      (await readFile(doc, 'utf8')).replace('sidebar_position: 2\n', () => `sidebar_position: 2\nslug: "${SLUG}"\n`),
    );
    await edit(
      root,
      'helpdocs.config.ts',
      "locale: 'pt-BR',",
      `locale: 'pt-BR',\n  announcementBar: { id: ${JSON.stringify(ID)}, content: 'Aviso' },`,
    );
    await writeFile(path.join(root, 'static/evil.js'), "document.documentElement.dataset.pwned = 'yes';\n");
    const { code, err } = await helpdocs('build', '--root', root);
    expect(err).not.toMatch(/:\d+:\d+ error /);
    expect(code).toBe(0);
    served = await servedInChromium(path.join(root, 'out'));
    ({ origin, browser } = served);
  }, 60_000);
  afterAll(() => served?.close());

  it('a slug holding $` and $& marks its own sidebar link, and the sidebar is otherwise the same', async () => {
    const own = await page('manual/guia/a$`b$&c');
    const other = await page('manual/guia/instalacao');
    const sidebar = (html: string) =>
      html.slice(html.indexOf('<nav class="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar"')));
    const href = 'href="/manual/guia/a$`b$&amp;c/"';
    expect(sidebar(own)).toContain(`${href} aria-current="page"`);
    expect(sidebar(own).replace(' aria-current="page"', '')).toBe(sidebar(other).replace(' aria-current="page"', ''));
  });

  it('an announcementBar id holding </script> stays inside the head script', async () => {
    const html = await page('manual');
    expect(html).not.toContain('<script src=/manual/evil.js>');
    const tab = await (browser as Browser).newPage();
    await tab.goto(`${origin}/manual/`);
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
  });

  it('the CSP meta comes first in <head> on the search page, above every script', async () => {
    const html = await page('manual/busca');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const csp = head.indexOf('http-equiv="Content-Security-Policy"');
    expect(csp).toBeGreaterThan(0);
    expect(head.indexOf('<script')).toBeGreaterThan(csp);
    expect(head.indexOf('<link')).toBeGreaterThan(csp);
  });
});

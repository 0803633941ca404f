// Gates on the Docusaurus-style fixture (tabs, MDX): html-validate on every built file, axe on its
// pages as built (no JavaScript) and once the tabs are enhanced, in both colour modes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite, type ColourMode } from '../e2e/harness.js';

const config = createRequire(import.meta.url)('../../.htmlvalidate.cjs') as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));
const site = useSite(fixtureRoot('mdx-site'));
const PAGES = [
  '/docs/guides/install/',
  '/docs/guides/upgrade/',
  '/docs/guides/configure/',
  '/docs/guides/interactive/',
  '/docs/reference/',
];

describe('mdx-site quality', () => {
  it('passes html-validate on every HTML file with no error and no warning', async () => {
    const files = await glob('**/*.html', { cwd: site.outDir });
    const found: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(path.join(site.outDir, file), 'utf8'), file);
      found.push(
        ...report.results.flatMap((r) =>
          r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
        ),
      );
    }
    console.info(`html-validate, mdx-site: ${files.length} files, ${found.length} problems`);
    expect(files.length).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });

  it.each<[ColourMode, boolean]>([
    ['light', true],
    ['dark', true],
    ['light', false],
  ])('has no axe violation in %s mode (site scripts %s)', async (colourMode, scripts) => {
    const found: string[] = [];
    for (const route of PAGES) {
      // axe runs in the page, so "without JavaScript" is the site's scripts kept from loading.
      const context = await site.newContext({ colourMode });
      if (!scripts) await context.route('**/*.js', (request) => request.abort());
      const page = await context.newPage();
      await page.goto(site.url(route));
      if (scripts && (await page.locator('[data-tabs]').count()) > 0) await page.waitForSelector('.tabs[data-ready]');
      else await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      found.push(
        ...violations.flatMap((v) =>
          v.nodes.map((n) => `${route}: ${v.id} ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
        ),
      );
      await context.close();
    }
    expect(found).toEqual([]);
  });
});

// Gate: nginx with the generated snippet sends the same security headers as `_headers` on pages,
// assets and the not-found page, and the help centre runs under them without a CSP violation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/output/hosting/headers-file.js';
import { launchChromium, scriptsStarted } from '../e2e/harness.js';
import { repoRoot } from '../helpers/sites.js';
import { buildSite, type BuiltSite } from './built-site.js';
import { watchCspViolations } from './csp-watch.js';
import { hasNginx, NGINX, startNginx } from './nginx-server.js';
import { PAGES, PAGE_TYPES } from './pages.js';

if (!hasNginx)
  console.warn(`CSP-through-nginx test skipped: ${NGINX} is not installed (apt-get install nginx; .ci/run does it)`);

describe.skipIf(!hasNginx)('security headers from nginx', () => {
  let work = '';
  let site: BuiltSite;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let browser: Browser;
  let expected: Record<string, string>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'helpdocs-csp-nginx-'));
    site = await buildSite(repoRoot, path.join(work, 'out'));
    expected = headersForPath(parseHeadersFile(await site.read('_headers')), '/manual/');
    nginx = await startNginx(site.outDir, work);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('sends the headers of _headers with a page, its .html form, an asset and the 404', async () => {
    const css = /href="(\/manual\/assets\/[^"]+\.css)"/.exec(site.html.get('manual/index.html')!)![1]!;
    for (const [target, status] of [
      [PAGES.doc, 200],
      [`${PAGES.doc}index.html`, 301],
      [css, 200],
      ['/manual/nao-existe/', 404],
    ] as const) {
      const response = await fetch(`${nginx!.origin}${target}`, { redirect: 'manual' });
      expect([target, response.status]).toEqual([target, status]);
      if (status === 301) continue;
      for (const [header, value] of Object.entries(expected))
        expect([target, header, response.headers.get(header)]).toEqual([target, header, value]);
    }
  });

  it('loads every page type and a moved page under them, and runs the widgets, without a violation', async () => {
    const context = await browser.newContext();
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    for (const [, route] of PAGE_TYPES) {
      const response = await page.goto(`${nginx!.origin}${route}`, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toBe(expected['content-security-policy']);
    }
    // nginx answers a moved page with a real 301 (the stub file is for hosts without redirects).
    await page.goto(`${nginx!.origin}${PAGES.stub}`);
    await scriptsStarted(page);
    expect(new URL(page.url()).pathname).toBe(PAGES.stubTarget);
    await page.locator('.theme-toggle').click();
    await page.locator('#search-box-input').fill('senha');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});

import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));
const DOC = '/manual/guia/intro/';

describe('announcement bar', () => {
  it('shows the configured announcement with its colours and a "Fechar" button', async () => {
    const { page, context } = await site.open(DOC);
    const bar = page.locator('.announcement');
    expect(await bar.innerText()).toContain('Aviso de teste: a central mudou.');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    expect(await bar.getByRole('button', { name: 'Fechar' }).isVisible()).toBe(true);
    await context.close();
  });

  it('stays closed after "Fechar" across reloads and pages, hidden before first paint; a new id shows', async () => {
    const context = await site.newContext();
    const { page } = await site.open(DOC, { context });
    await page.getByRole('button', { name: 'Fechar' }).click();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed:aviso-1'))).toBe('1');

    await context.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __order: string[] }).__order = log;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') log.push('dismissed');
          for (const node of record.addedNodes) if (node.nodeName === 'BODY') log.push('body');
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-announcement-dismissed'],
      });
    });
    await page.reload();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
    expect(order.indexOf('dismissed')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('dismissed')).toBeLessThan(order.indexOf('body'));
    await page.goto(site.url('/manual/'));
    expect(await page.locator('.announcement').isVisible()).toBe(false);

    // Same site, same origin, a new announcement id: it shows again.
    const copy = await mkdtemp(path.join(tmpdir(), 'helpdocs-theme-site-'));
    await cp(fixtureRoot('theme-site'), copy, { recursive: true });
    const config = path.join(copy, 'helpdocs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("id: 'aviso-1'", "id: 'aviso-2'"));
    await site.rebuild(copy);
    await page.reload();
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(await page.locator('.announcement').getAttribute('data-announcement-id')).toBe('aviso-2');
    await site.rebuild(fixtureRoot('theme-site'));
    await context.close();
  });

  it('shows no dead close button without JavaScript', async () => {
    const { page, context } = await site.open(DOC, { javaScript: false });
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(await page.locator('.announcement-close').isVisible()).toBe(false);
    await context.close();
  });
});

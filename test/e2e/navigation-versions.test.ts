// Docs versions: with two in the config the navbar has a picker; the reader's pick is saved in
// localStorage and links to the version-less home lead to that version from then on.
import { describe, expect, it } from 'vitest';
import { VERSION_KEY } from '../../src/client/navigation/version-preference.js';
import { fixtureRoot, scriptsStarted, useSite } from './harness.js';

const site = useSite(fixtureRoot('versions-site'));

describe('docs version preference', () => {
  it('saves the picked version and sends home links to it, on this page and on later loads', async () => {
    const { page, context } = await site.open('/manual/guia/');
    const picker = page.locator('.version-picker');
    expect(await picker.locator('summary').innerText()).toBe('2.0');
    expect(await picker.locator('summary').getAttribute('aria-label')).toBe('Versão da documentação: 2.0');
    expect(await page.locator('a.navbar-brand').last().getAttribute('href')).toBe('/manual/');

    await picker.locator('summary').click();
    await site.screenshot(page, 'version-picker-open');
    await picker.getByRole('link', { name: '1.0' }).click();
    await page.waitForFunction(
      () => location.pathname === '/manual/v1/' && document.title.startsWith('Início da versão 1.0'),
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY)).toBe('/manual/v1/');
    expect(await page.locator('.version-picker summary').innerText()).toBe('1.0');

    // A later visit to a version-less page: its home links now lead to the 1.0 docs.
    await page.goto(site.url('/manual/guia/'));
    await scriptsStarted(page);
    expect(await page.locator('a.navbar-brand').last().getAttribute('href')).toBe('/manual/v1/');
    await page.locator('a.navbar-brand').last().click();
    await page.waitForFunction(() => location.pathname === '/manual/v1/');
    // The picker itself still offers every version.
    expect(
      await page.locator('.version-picker a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/manual/', '/manual/v1/']);
    await context.close();
  });

  it('ignores a saved version the site no longer has, and works without JavaScript', async () => {
    const { page, context } = await site.open('/manual/guia/', { storage: { [VERSION_KEY]: '/manual/v0/' } });
    expect(await page.locator('a.navbar-brand').last().getAttribute('href')).toBe('/manual/');
    await context.close();

    const noScript = await site.open('/manual/', { javaScript: false });
    await noScript.page.locator('.version-picker summary').click();
    await noScript.page.locator('.version-picker').getByRole('link', { name: '1.0' }).click();
    await noScript.page.waitForURL((url) => url.pathname === '/manual/v1/');
    expect(await noScript.page.locator('.version-picker summary').innerText()).toBe('1.0');
    await noScript.context.close();
  });
});

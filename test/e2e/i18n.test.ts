// Several locales in one build, in a browser: the language picker and each locale's own search.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('i18n-site'));

describe('language picker', () => {
  it('goes to the same page in the other language, and back', async () => {
    const { page, context } = await site.open('/docs/guides/installation/');
    const picker = page.locator('.language-picker');
    expect(await picker.locator('summary').innerText()).toBe('English');
    await picker.locator('summary').click();
    await site.screenshot(page, 'language-picker-open');
    await picker.getByRole('link', { name: 'Português' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/pt-BR/guides/installation/');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Instalação');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await page.locator('.language-picker summary').innerText()).toBe('Português');
    // The furniture speaks Portuguese too (the search box's placeholder, the sidebar's category).
    expect(await page.locator('#search-box-input').getAttribute('placeholder')).toBe('Buscar na documentação');
    expect(await page.locator('.doc-sidebar').innerText()).toContain('Guias');

    await page.locator('.language-picker summary').click();
    await page.locator('.language-picker').getByRole('link', { name: 'English' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/guides/installation/');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Installation');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('shows an untranslated page in the locale with a notice, and works without JavaScript', async () => {
    const { page, context } = await site.open('/docs/pt-BR/guides/configuration/', { javaScript: false });
    expect(await page.locator('.untranslated-notice').innerText()).toContain('Esta página ainda não foi traduzida');
    expect(await page.locator('main h1').innerText()).toBe('Configuration');
    await page.locator('.language-picker summary').click();
    await page.locator('.language-picker').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/guides/configuration/');
    expect(await page.locator('.untranslated-notice').count()).toBe(0);
    await context.close();
  });
});

describe('search per locale', () => {
  it('finds the translated page in the second locale, from its own index', async () => {
    const { page, context } = await site.open('/docs/pt-BR/');
    const input = page.locator('#search-box-input');
    await input.focus();
    await input.pressSequentially('instalação');
    const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
    await first.waitFor();
    expect(await first.locator('.search-hit-title').innerText()).toMatch(/^Instalação/);
    expect(await first.getAttribute('href')).toMatch(/^\/docs\/pt-BR\/guides\/installation\//);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));

describe.each([true, false])('with JavaScript %s', (javaScript) => {
  it('shows the not-found page with status 404 for any other path', async () => {
    const { page, context } = await site.open('/manual/nada/aqui/', { javaScript });
    const response = await page.goto(site.url('/manual/nada/aqui/'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toBe('Página não encontrada');
    expect(await page.locator('main').innerText()).toContain('Não foi possível encontrar o que você está procurando.');
    expect(await page.locator('main').innerText()).toContain(
      'Entre em contato com o responsável pelo site que trouxe você até aqui e informe que o link está quebrado.',
    );
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    await context.close();
  });

  it('lists tags under "Marcadores" and each tag\'s pages', async () => {
    const { page, context } = await site.open('/manual/tags/', { javaScript });
    expect(await page.title()).toBe('Marcadores | Central de Teste');
    await page.getByRole('link', { name: /teste/ }).click();
    await page.waitForURL(/\/manual\/tags\/teste\/$/);
    expect(await page.locator('main h1').innerText()).toBe('Um documento selecionado com “teste”');
    await page.getByRole('link', { name: 'Ver todos os marcadores' }).click();
    await page.waitForURL(/\/manual\/tags\/$/);
    await context.close();
  });

  it('shows the unlisted banner on an unlisted page', async () => {
    const { page, context } = await site.open('/manual/oculta/', { javaScript });
    const banner = page.locator('.unlisted-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Página não listada');
    expect(await banner.innerText()).toContain('somente quem tiver o link direto poderá acessá-la');
    await context.close();
  });

  it('moves through the docs with breadcrumbs, sidebar and previous/next, and shows the doc furniture', async () => {
    const { page, context } = await site.open('/manual/guia/intro/', { javaScript });
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Editar esta página' }).getAttribute('href')).toBe(
      'https://git.example/site/edit/main/content/guia/intro.md',
    );
    expect(await main.locator('.last-updated').innerText()).toMatch(
      /^Última atualização em \d{1,2} de [a-zç]{3}\. de \d{4}/,
    );
    expect(await main.locator('.doc-tags').innerText()).toContain('Marcadores:');
    await page
      .getByRole('navigation', { name: 'Páginas da documentação' })
      .getByRole('link', { name: /Próxima/ })
      .click();
    await page.waitForURL(/\/manual\/guia\/video\/$/);
    await page
      .getByRole('navigation', { name: 'Páginas da documentação' })
      .getByRole('link', { name: /Anterior/ })
      .click();
    await page.waitForURL(/\/manual\/guia\/intro\/$/);
    await page.locator('.breadcrumbs').getByRole('link', { name: 'Página inicial' }).click();
    await page.waitForURL(/\/manual\/$/);
    await context.close();
  });
});

import { mkdtemp, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, serveStatic, useSite } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));
const DOC = '/manual/guia/intro/';
const VIDEO = '/manual/guia/video/';

describe('code blocks', () => {
  it('copy their code with "Copiar", then say "Copiado"', async () => {
    const context = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    const { page } = await site.open(DOC, { context });
    const buttons = page.getByRole('button', { name: 'Copiar código para a área de transferência' });
    expect(await buttons.count()).toBe(3);
    expect(await buttons.first().innerText()).toBe('Copiar');
    await page.locator('.code-block').first().hover();
    await buttons.first().click();
    await expect.poll(() => page.locator('.code-copy').first().innerText()).toBe('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'SELECT cliente, SUM(valor) AS total FROM vendas GROUP BY cliente;\n',
    );
    await context.close();
  });

  it('have no copy button without JavaScript (it could not work)', async () => {
    const { page, context } = await site.open(DOC, { javaScript: false });
    expect(await page.locator('.markdown pre').count()).toBe(3);
    expect(await page.locator('.code-copy').count()).toBe(0);
    await context.close();
  });
});

describe('video', () => {
  it('fetches nothing from YouTube until clicked, then plays in a youtube-nocookie frame', async () => {
    const context = await site.newContext();
    const external: string[] = [];
    await context.route(/youtube|ytimg|googlevideo/, (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' });
    });
    const { page } = await site.open(VIDEO, { context });
    const facade = page.locator('figure.video a.video-facade');
    expect(await facade.innerText()).toBe('Vídeo de teste');
    expect(external).toEqual([]);
    await facade.click();
    const frame = page.locator('figure.video iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(await frame.getAttribute('title')).toBe('Vídeo de teste');
    expect(page.url()).toBe(site.url(VIDEO));
    await context.close();
  });

  it('is a plain link to the video without JavaScript', async () => {
    const { page, context } = await site.open(VIDEO, { javaScript: false });
    expect(await page.locator('figure.video a').getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(await page.locator('figure.video a').isVisible()).toBe(true);
    await context.close();
  });
});

describe('tables', () => {
  it('scroll sideways on a phone instead of widening the page', async () => {
    const { page, context } = await site.open(DOC, { width: 375 });
    const table = page.locator('.markdown table');
    const { scrollWidth, clientWidth } = await table.evaluate((t) => ({
      scrollWidth: t.scrollWidth,
      clientWidth: t.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('base-path misconfiguration', () => {
  it('shows an inline-styled banner when the site is served under another path, and none under its base', async () => {
    const { page, context } = await site.open(DOC);
    expect(await page.locator('#base-path-banner').count()).toBe(0);
    // The same files served at /docs/ instead of /manual/.
    const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-wrong-base-'));
    await symlink(path.join(site.outDir, 'manual'), path.join(root, 'docs'));
    const server = await serveStatic(root, '/docs/');
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/guia/intro/`);
      const banner = page.getByRole('alert');
      expect(await banner.innerText()).toBe(
        'Este site não carregou corretamente: ele foi gerado para ser servido em /manual/, mas foi aberto em ' +
          '/docs/guia/intro/. O motivo mais comum é a opção base do helpdocs.config.ts diferente do caminho ' +
          'configurado no servidor.',
      );
      expect(await banner.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(254, 242, 242)');
      expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('base-path-banner');
    } finally {
      // The browser keeps connections open (and may still be fetching), so they are cut, not awaited.
      await context.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });
});

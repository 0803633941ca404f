import { describe, expect, it } from 'vitest';
import { findLowContrast } from './contrast.js';
import { fixtureRoot, useSite, type ColourMode } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));
const DOC = '/manual/guia/intro/';

describe.each<ColourMode>(['light', 'dark'])('WCAG AA contrast in %s mode', (mode) => {
  it.each([
    DOC,
    '/manual/guia/video/',
    '/manual/oculta/',
    '/manual/',
    '/manual/tags/',
    '/manual/tags/teste/',
    '/manual/nao-existe/',
  ])('%s', async (route) => {
    for (const width of [1280, 375]) {
      const { page, context } = await site.open(route, { colourMode: mode, width });
      // Show what only appears on hover or focus, so it is measured too.
      // Through the CSSOM: the page's own CSP (in a <meta>) blocks an added <style> element.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('.hash-link, .code-copy { opacity: 1 !important; }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      expect(await page.evaluate(findLowContrast)).toEqual([]);
      if (width === 375) {
        await page.locator('.drawer-toggle').click();
        expect(await page.evaluate(findLowContrast)).toEqual([]);
      }
      await context.close();
    }
  });
});

describe('accessibility', () => {
  it('the contrast check itself catches low contrast', async () => {
    const { page, context } = await site.open(DOC);
    await page
      .locator('.markdown p')
      .first()
      .evaluate((p) => (p.style.color = '#aaaaaa'));
    const failures = await page.evaluate(findLowContrast);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.ratio).toBeLessThan(4.5);
    await context.close();
  });

  it('offers "Pular para o conteúdo principal" as first tab stop, shown on focus, focusing the content', async () => {
    const { page, context } = await site.open(DOC);
    const skip = page.locator('.skip-link');
    expect(await skip.evaluate((a) => a.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo principal');
    expect(await skip.evaluate((a) => a.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('has the landmarks: banner, labelled navigations, main, complementary and contentinfo', async () => {
    const { page, context } = await site.open(DOC);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.locator('aside.doc-sidebar, aside.doc-toc').count()).toBe(2);
    for (const name of [
      'Principal',
      'Barra lateral da documentação',
      'Trilha de navegação',
      'Páginas da documentação',
    ]) {
      expect(await page.getByRole('navigation', { name, exact: true }).first().count()).toBe(1);
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await page.locator('.breadcrumbs [aria-current="page"]').innerText()).toBe('Introdução ao guia');
    expect(await page.locator('.breadcrumbs a').first().getAttribute('aria-label')).toBe('Página inicial');
    await context.close();
  });

  it('shows a visible focus ring on links and buttons reached by keyboard', async () => {
    const { page, context } = await site.open(DOC);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      // An outline of 2 px or more, or a ring that the control's frame draws only while focused
      // (a box-shadow around a search field): compare the frame focused and blurred.
      const visible = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const style = getComputedStyle(active);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return true;
        const frames = [active, active.parentElement, active.parentElement?.parentElement].filter(
          (n): n is HTMLElement => Boolean(n),
        );
        const focused = frames.map((n) => getComputedStyle(n).boxShadow);
        active.blur();
        const blurred = frames.map((n) => getComputedStyle(n).boxShadow);
        active.focus();
        return (
          focused.some((shadow, i) => shadow !== 'none' && shadow !== blurred[i]) ||
          `${active.tagName}.${active.className}`
        );
      });
      expect(visible).toBe(true);
    }
    await context.close();
  });

  it('prints the article only', async () => {
    const { page, context } = await site.open(DOC, { colourMode: 'dark' });
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', '.doc-sidebar', '.doc-toc', '.footer', '.pagination', '.announcement']) {
      expect(await page.locator(selector).first().isVisible()).toBe(false);
    }
    expect(await page.locator('article h1').isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await context.close();
  });
});

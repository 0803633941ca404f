import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './harness.js';

const site = useSite();
const DOC = '/manual/implantacao/inicio/instalando-o-integrador/';

const activeInPanel = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.drawer-panel')));
const drawerOpen = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLDetailsElement>('details.drawer')!.open);

describe.each([375, 996])('drawer at %i px', (width) => {
  it('hides the desktop sidebar and opens a drawer with the menu and the sidebar', async () => {
    const { page, context } = await site.open(DOC, { width });
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.navbar-desktop').isVisible()).toBe(false);
    const toggle = page.locator('summary.drawer-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Alternar a barra de navegação');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const panel = page.locator('.drawer-panel');
    expect(await panel.isVisible()).toBe(true);
    // The script sets aria-expanded on <details>' toggle event, a task after the click opens it.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('link', { name: 'Manual do usuário' }).isVisible()).toBe(true);
    expect(await panel.locator('.sidebar [aria-current="page"]').innerText()).toBe('Instalando o integrador');
    await context.close();
  });

  it('keeps focus inside while open and closes with Escape, returning focus to the toggle', async () => {
    const { page, context } = await site.open(DOC, { width });
    await page.locator('.drawer-toggle').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOpen(page)).toBe(true);
    // The browser fires <details>' toggle event, which moves focus, a task after `open` changes.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Fechar barra de navegação');
    const count = await page
      .locator('.drawer-panel')
      .evaluate((panel) => panel.querySelectorAll('a[href], button, summary').length);
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await activeInPanel(page)).toBe(true);
    }
    await page.locator('.drawer-close').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await activeInPanel(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawerOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('drawer-toggle'))).toBe(true);
    await context.close();
  });

  it('closes from the close button and from the backdrop', async () => {
    const { page, context } = await site.open(DOC, { width });
    await page.locator('.drawer-toggle').click();
    await page.getByRole('button', { name: 'Fechar barra de navegação' }).click();
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await page.locator('.drawer-toggle').click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.mouse.click(width - 10, 400);
    await expect.poll(() => drawerOpen(page)).toBe(false);
    expect(await page.locator('.drawer-panel').isVisible()).toBe(false);
    await context.close();
  });

  it('opens and closes without JavaScript (the backdrop is the summary itself)', async () => {
    const { page, context } = await site.open(DOC, { width, javaScript: false });
    await page.locator('.drawer-toggle').click();
    expect(await page.locator('.drawer-panel').isVisible()).toBe(true);
    expect(await page.locator('.drawer-close').isVisible()).toBe(false);
    await page.mouse.click(width - 10, 400);
    expect(await page.locator('.drawer-panel').isVisible()).toBe(false);
    await context.close();
  });
});

describe('at 997 px', () => {
  it('shows the desktop sidebar and navbar links, and no drawer toggle', async () => {
    const { page, context } = await site.open(DOC, { width: 997 });
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
    expect(await page.locator('.navbar-desktop').isVisible()).toBe(true);
    expect(await page.locator('.drawer-toggle').isVisible()).toBe(false);
    expect(await page.locator('.doc-sidebar [aria-current="page"]').innerText()).toBe('Instalando o integrador');
    await context.close();
  });

  it('closes an open drawer when the window widens into the desktop layout', async () => {
    const { page, context } = await site.open(DOC, { width: 800 });
    await page.locator('.drawer-toggle').click();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await context.close();
  });
});

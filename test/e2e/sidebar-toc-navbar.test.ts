import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collapseDuration } from '../../src/client/sidebar.js';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));
const DOC = '/manual/guia/intro/';
const CATEGORY = '.doc-sidebar details:has(> summary .sidebar-label)';

/** Clicks the category summary and reports the running height animation (duration and the height it animates). */
async function toggleCategory(page: Page) {
  return page.locator(CATEGORY).evaluate((details) => {
    const summary = details.querySelector('summary')!;
    summary.click();
    const body = summary.nextElementSibling as HTMLElement;
    const [animation] = body.getAnimations();
    return { duration: animation?.effect?.getTiming().duration, height: body.scrollHeight };
  });
}

describe('sidebar', () => {
  it("marks the current page, opens its category, and keeps collapsed categories' links in the HTML", async () => {
    const { page, context } = await site.open(DOC, { javaScript: false });
    expect(await page.locator('.doc-sidebar [aria-current="page"]').innerText()).toBe('Introdução ao guia');
    const category = page.locator(CATEGORY);
    expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await category.locator('a.sidebar-link').count()).toBe(8);
    // <details> works without JavaScript.
    await category.locator('summary').click();
    expect(await category.getByRole('link', { name: 'Avançado 8' }).isVisible()).toBe(true);
    await page.goto(site.url('/manual/guia/avancado/a3/'));
    expect(await page.locator(CATEGORY).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });

  it('animates for round((4 + 15·c^0.25 + c/5) × 10) ms, c = height / 36; updates aria-expanded, label', async () => {
    const { page, context } = await site.open(DOC);
    const summary = page.locator(`${CATEGORY} > summary`);
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    expect(await summary.getAttribute('aria-label')).toBe("Expandir a categoria 'Avançado'");
    const opening = await toggleCategory(page);
    expect(opening.height).toBeGreaterThan(200);
    expect(opening.duration).toBe(collapseDuration(opening.height, false));
    expect(opening.duration).toBe(Math.round((4 + 15 * (opening.height / 36) ** 0.25 + opening.height / 36 / 5) * 10));
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
    expect(await summary.getAttribute('aria-label')).toBe("Recolher a categoria 'Avançado'");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const closing = await toggleCategory(page);
    expect(closing.duration).toBe(collapseDuration(closing.height, false));
    // Still open while it animates; closed once the animation ends.
    expect(await page.locator(CATEGORY).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => page.locator(CATEGORY).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // aria-expanded follows <details>' toggle event, which the browser fires a task after `open` changes.
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('takes 1 ms under prefers-reduced-motion, and opens from the keyboard', async () => {
    const { page, context } = await site.open(DOC, { reducedMotion: true });
    expect((await toggleCategory(page)).duration).toBe(1);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await toggleCategory(page);
    await expect.poll(() => page.locator(CATEGORY).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.locator(`${CATEGORY} > summary`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(CATEGORY).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });
});

describe('table of contents', () => {
  it('lists the h2 and h3 headings only, and its links work without JavaScript', async () => {
    const { page, context } = await site.open(DOC, { javaScript: false });
    const toc = page.locator('.doc-toc .toc');
    const texts = await toc.locator('a').allInnerTexts();
    expect(texts).toEqual([
      'Primeira seção',
      'Detalhe 1',
      'Segunda seção',
      'Detalhe 2',
      'Terceira seção',
      'Detalhe 3',
      'Quarta seção',
      'Detalhe 4',
    ]);
    expect(await page.locator('.markdown h4').count()).toBe(4);
    expect(await toc.locator('ul ul a').allInnerTexts()).toEqual(['Detalhe 1', 'Detalhe 2', 'Detalhe 3', 'Detalhe 4']);
    await toc.getByRole('link', { name: 'Terceira seção' }).click();
    expect(new URL(page.url()).hash).toBe(`#${encodeURIComponent('terceira-seção')}`);
    const top = await page.locator('[id="terceira-seção"]').evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await context.close();
  });

  it('highlights the section being read while scrolling', async () => {
    const { page, context } = await site.open(DOC);
    const active = () => page.locator('.doc-toc .toc-link-active').allInnerTexts();
    await page
      .locator('[id="segunda-seção"]')
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 80));
    await expect.poll(active).toEqual(['Segunda seção']);
    expect(await page.locator('.doc-toc [aria-current="location"]').innerText()).toBe('Segunda seção');
    await page
      .locator('[id="detalhe-3"]')
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 80));
    await expect.poll(active).toEqual(['Detalhe 3']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(active).toEqual([]);
    await context.close();
  });

  it('is a collapsible "Nesta página" above the article on phones', async () => {
    const { page, context } = await site.open(DOC, { width: 375 });
    expect(await page.locator('.doc-toc').isVisible()).toBe(false);
    const mobile = page.locator('details.toc-mobile');
    expect(await mobile.locator('summary').innerText()).toContain('Nesta página');
    await mobile.locator('summary').click();
    expect(await mobile.getByRole('link', { name: 'Quarta seção' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('navbar hide on scroll (navbar.hideOnScroll)', () => {
  it('slides away when scrolling down and comes back when scrolling up', async () => {
    const { page, context } = await site.open(DOC);
    const bottom = () => page.locator('.navbar').evaluate((n) => Math.round(n.getBoundingClientRect().bottom));
    expect(await bottom()).toBeGreaterThan(0);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(0);
    await context.close();
  });
});

describe('"Voltar ao topo"', () => {
  it('appears down a long page and takes the reader back to the top', async () => {
    const { page, context } = await site.open(DOC, { reducedMotion: true });
    const button = page.getByRole('button', { name: 'Voltar ao topo' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
    await context.close();
  });
});

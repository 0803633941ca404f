// Docusaurus's translation files, as a reader sees them: the French sidebar's categories and links,
// the navbar and the footer, and the same page in English with the labels as written.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-i18n'));

describe('translated labels', () => {
  it("shows the French files' sidebar, navbar and footer labels", async () => {
    const { page, context } = await site.open('/fr/guides/first-steps/');
    const sidebar = page.locator('.doc-sidebar');
    await expect.poll(() => sidebar.locator('.sidebar-label').allInnerTexts()).toEqual(['Premiers pas', 'Réglages']);
    expect(await sidebar.getByRole('link', { name: 'Mise en route' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('link', { name: 'Nouveautés' }).getAttribute('href')).toBe(
      'https://lumen.example/changelog',
    );
    const navbar = page.locator('.navbar-desktop');
    expect(await navbar.getByRole('link').allInnerTexts()).toEqual(["Modes d'emploi", 'Assistance ↗']);
    expect(await page.locator('.footer-title').innerText()).toBe('Communauté');
    expect(await page.locator('.footer-copyright').innerText()).toBe('Tous droits réservés, Lumen');
    await site.screenshot(page, 'docusaurus-i18n-fr');

    // The category opens and shows the page of the folder its _category_.json labels.
    await sidebar.locator('.sidebar-summary', { hasText: 'Réglages' }).click();
    await sidebar.getByRole('link', { name: 'Brightness curve' }).click();
    await page.waitForFunction(() => location.pathname === '/fr/guides/advanced/tuning/brightness/');
    await expect
      .poll(() => page.locator('.doc-sidebar .sidebar-label').allInnerTexts())
      .toEqual(['Premiers pas', 'Réglages']);
    await context.close();
  });

  it('keeps the labels as written in the default locale', async () => {
    const { page, context } = await site.open('/guides/first-steps/');
    const sidebar = page.locator('.doc-sidebar');
    expect(await sidebar.locator('.sidebar-label').allInnerTexts()).toEqual(['Getting started', 'Tuning']);
    expect(await sidebar.getByRole('link', { name: 'First steps' }).count()).toBe(1);
    expect(await page.locator('.navbar-desktop').getByRole('link').allInnerTexts()).toEqual(['Guides', 'Support ↗']);
    expect(await page.locator('.footer-copyright').innerText()).toBe('Copyright Lumen Lighting');
    await context.close();
  });
});

// `helpdocs init --locale fr`: a French site from the first minute (helpdocs's French interface
// strings, French sample pages, French search), screenshot at 375 and 1280 px.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { captureIo } from '../helpers/sites.js';
import { useSite } from './harness.js';

const root = path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-init-fr-')), 'docs-fr');
const { io } = captureIo();
const code = await main(
  ['node', 'helpdocs', 'init', root, '--yes', '--locale', 'fr', '--title', 'Documentation Acme'],
  io,
);
const site = useSite(root);

describe('helpdocs init --locale fr', () => {
  it('makes a French site: interface, sample pages and search', async () => {
    expect(code).toBe(0);
    for (const width of [375, 1280]) {
      const { page, context } = await site.open('/', { width });
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('.hero-action-primary').innerText()).toBe('Premiers pas');
      expect(await page.locator('.card-title').allInnerTexts()).toEqual(['Écrire', 'Prévisualiser', 'Publier']);
      expect(await page.locator('.skip-link').innerText()).toBe('Aller au contenu principal');
      await site.screenshot(page, `init-fr-home-${width}`, true);
      await context.close();
    }
    const { page, context } = await site.open('/getting-started/', { width: 1280 });
    expect(await page.locator('#search-box-input').getAttribute('placeholder')).toBe(
      'Rechercher dans la documentation',
    );
    await page.locator('#search-box-input').focus();
    // French stemming, accents folded: "ecrire" finds "Écrire une page".
    await page.keyboard.type('ecrire');
    await expect
      .poll(() => page.locator('#search-box-list .search-hit-title').first().innerText(), { timeout: 20_000 })
      .toContain('Premiers pas');
    await site.screenshot(page, 'init-fr-getting-started-1280');
    await context.close();
  });
});

// A navbar with many links and a long tagline (Redux's: eight items beside "A JS library for
// predictable and maintainable global state management") keeps every link clear of the search box
// at 1280 px: the tagline gives way, cut with an ellipsis, and the title stays whole. Screenshots go
// to test-results/screenshots/.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../helpers/sites.js';
import { scriptsStarted, useSite, type ColourMode } from './harness.js';

const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-navbar-'));
cpSync(path.join(fixtures, 'site-mini'), root, { recursive: true });
const items = ['Começar', 'Tutorial', 'Guia de uso', 'API', 'Boas práticas', 'Ajuda']
  .map((label) => `{ label: '${label}', docId: 'guia/index' }`)
  .join(', ');
writeFileSync(
  path.join(root, 'helpdocs.config.ts'),
  `import { defineConfig } from 'helpdocs';

export default defineConfig({
  title: 'Central de Teste',
  tagline: 'Uma biblioteca para um estado global previsível e fácil de manter em aplicações grandes',
  url: 'https://docs.example',
  base: '/manual/',
  locale: 'pt-BR',
  navbar: { items: [${items}, { label: 'GitHub', href: 'https://example.com/' }] },
});
`,
);
const site = useSite(root);

describe('a crowded navbar', () => {
  it('keeps every link clear of the search box at 1280 px, the tagline cut short', async () => {
    for (const mode of ['light', 'dark'] as ColourMode[]) {
      const { page, context } = await site.open('/manual/', { width: 1280, colourMode: mode });
      await scriptsStarted(page);
      await site.screenshot(page, `navbar-crowded-1280-${mode}`);
      const facts = await page.evaluate(() => {
        const navbar = document.querySelector<HTMLElement>('.navbar')!;
        const toolsLeft = navbar.querySelector<HTMLElement>('.navbar-tools')!.getBoundingClientRect().left;
        const links = [...navbar.querySelectorAll<HTMLElement>('.navbar-desktop .navbar-links a')];
        // The brand beside the links (the drawer has one of its own, hidden on a desktop).
        const brand = navbar.querySelector<HTMLElement>('.navbar-inner > .navbar-brand')!;
        const tagline = brand.querySelector<HTMLElement>('.navbar-tagline')!;
        const title = brand.querySelector<HTMLElement>('.navbar-title')!;
        return {
          links: links.length,
          underTools: links.filter((link) => link.getBoundingClientRect().right > toolsLeft).map((l) => l.textContent),
          offScreen: links.filter((link) => link.getBoundingClientRect().right > window.innerWidth).length,
          // Cut to one line: the rest of it wraps out of sight.
          taglineCut: tagline.scrollHeight > tagline.clientHeight + 1,
          taglineShown: tagline.clientWidth > 0 && tagline.clientHeight > 0,
          // The title's own width, measured on a copy free of the navbar, within the box it is drawn in.
          titleWhole: (() => {
            const copy = title.cloneNode(true) as HTMLElement;
            copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:auto;overflow:visible';
            document.body.append(copy);
            const whole = copy.getBoundingClientRect().width;
            copy.remove();
            return [whole, title.getBoundingClientRect().width];
          })(),
        };
      });
      expect(facts.links).toBe(7);
      expect(facts.underTools).toEqual([]);
      expect(facts.offScreen).toBe(0);
      expect(facts.taglineCut).toBe(true);
      expect(facts.taglineShown).toBe(true);
      const [whole, drawn] = facts.titleWhole;
      expect(whole, `title ${whole} px drawn in ${drawn} px`).toBeLessThanOrEqual((drawn ?? 0) + 0.5);
      await context.close();
    }
  });
});

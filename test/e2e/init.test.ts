// `helpdocs init` in an empty folder gives a site that builds, passes check and looks right.
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { initSite } from '../../src/init/command.js';
import { captureIo } from '../helpers/sites.js';
import { useSite } from './harness.js';

const cli = async (...args: string[]) => {
  const { io, out, err } = captureIo();
  const code = await main(['node', 'helpdocs', ...args], io);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const root = path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-init-')), 'acme-docs');
const created = await cli('init', root, '--yes', '--title', 'Acme Docs');
const site = useSite(root);

describe('helpdocs init', () => {
  it('scaffolds a config, two docs, a logo and the npm scripts, without asking anything under --yes', async () => {
    expect(created.code).toBe(0);
    expect(created.err).toContain('npm run serve');
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      name: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.name).toBe('acme-docs');
    expect(pkg.scripts).toEqual({ build: 'helpdocs build', serve: 'helpdocs serve --watch', check: 'helpdocs check' });
    expect(Object.keys(pkg.dependencies)).toEqual(['helpdocs']);
    const config = await readFile(path.join(root, 'helpdocs.config.ts'), 'utf8');
    expect(config).toContain("import { defineConfig } from 'helpdocs';");
    expect(config).toContain('title: "Acme Docs"');
  });

  it('builds (importing helpdocs without it installed) and passes check with no warning', async () => {
    const checked = await cli('check', '--root', root);
    expect(checked.err).toMatch(/checked · 2 pages · 0 redirects · 0 warnings/);
    expect(checked.code).toBe(0);
  });

  it('refuses a folder that is not empty unless --force, and rejects a bad locale or base', async () => {
    const again = await cli('init', root, '--yes');
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/is not empty \(\d+ entries\); pick an empty folder, or add --force/);
    const other = path.join(path.dirname(root), 'other');
    expect((await cli('init', other, '--yes', '--locale', 'xx')).err).toContain('unknown locale "xx"');
    expect((await cli('init', other, '--yes', '--base', 'docs here')).err).toContain(
      'base path "docs here" must look like',
    );
    await writeFile(path.join(root, 'notes.txt'), 'mine');
    expect((await cli('init', root, '--yes', '--force', '--title', 'Forced')).code).toBe(0);
    expect(await readFile(path.join(root, 'notes.txt'), 'utf8')).toBe('mine');
    await cli('init', root, '--yes', '--force', '--title', 'Acme Docs');
  });

  it('asks title, language and base path in a terminal', async () => {
    const asked: string[] = [];
    const answers = ['Handbook', 'pt-BR', 'handbook'];
    const dir = path.join(path.dirname(root), 'asked');
    await initSite(
      dir,
      {},
      {
        err: () => {},
        ask: async (question) => {
          asked.push(question);
          return answers.shift() ?? '';
        },
      },
    );
    expect(asked).toEqual([
      'Site title (asked): ',
      'Language: en, pt-BR, es, fr, de, it, nl, ru, ja, ko, zh-Hans, zh-Hant, pl, cs, uk, tr, sv, da, id, vi (en): ',
      'Base path (/): ',
    ]);
    const config = await readFile(path.join(dir, 'helpdocs.config.ts'), 'utf8');
    expect(config).toContain('title: "Handbook"');
    expect(config).toContain('locale: "pt-BR"');
    expect(config).toContain('base: "/handbook/"');
  });

  it('looks right at once: a splash home (hero, card grid), 375/1280 px, both modes, without JavaScript', async () => {
    for (const colourMode of ['light', 'dark'] as const)
      for (const width of [375, 1280]) {
        const { page, context } = await site.open('/', { width, colourMode });
        expect(await page.title()).toBe('Introduction | Acme Docs');
        expect(await page.locator('main.splash .hero h1').innerText()).toBe('Acme Docs');
        expect(await page.locator('.hero-action-primary').getAttribute('href')).toBe('/getting-started/');
        expect(await page.locator('.card-grid > .card > .card-title').allInnerTexts()).toEqual([
          'Write',
          'Preview',
          'Publish',
        ]);
        // No sidebar, table of contents or pagination on a splash page.
        expect(await page.locator('main .doc-sidebar, main .pagination, .doc-toc').count()).toBe(0);
        // The logo from static/ loads, as the hero's image.
        await page.waitForFunction(() =>
          [...document.images].some((img) => img.src.endsWith('/img/logo.svg') && img.complete && img.naturalWidth > 0),
        );
        await site.screenshot(page, `init-home-${colourMode}-${width}`, true);
        await context.close();
      }
    const { page, context } = await site.open('/', { javaScript: false });
    expect(await page.locator('.hero h1').isVisible()).toBe(true);
    expect(await page.locator('.card').count()).toBe(3);
    await page.goto(site.url('/getting-started/'));
    expect(await page.locator('aside.doc-sidebar .sidebar-link').allInnerTexts()).toEqual([
      'Introduction',
      'Getting started',
    ]);
    await context.close();
  });
});

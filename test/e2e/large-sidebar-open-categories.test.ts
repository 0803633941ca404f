// A large sidebar's closed category, filled in the browser, holds its categories drawn as the server draws
// them: one that cannot be closed (`collapsible: false`) with no caret, one the site leaves open
// (`collapsed: false`) open with its links, the others closed until they are opened.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeOneLineSite } from '../../bench/one-line-site.js';
import { useSite } from './harness.js';

const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-large-sidebar-open-'));
await writeOneLineSite(root, 400);
// secao-000 holds mais/ (five docs); secao-001 gets outra/ (three).
const content = path.join(root, 'content');
await writeFile(path.join(content, 'secao-000/mais/_category_.json'), '{"label": "Fixa", "collapsible": false}');
await mkdir(path.join(content, 'secao-001/outra'));
await writeFile(path.join(content, 'secao-001/outra/_category_.json'), '{"label": "Aberta", "collapsed": false}');
for (const n of [0, 1, 2]) await writeFile(path.join(content, `secao-001/outra/outra-${n}.md`), `# Outra ${n}\n`);
afterAll(() => rm(root, { recursive: true, force: true }));
const site = useSite(root);

describe('a large sidebar filled in the browser', () => {
  it('draws a category that cannot be closed without a caret, and one left open with its links', async () => {
    const { page, context } = await site.open('/manual/secao-003/pagina-010/');
    const nav = page.locator('aside.doc-sidebar nav.sidebar');
    const folder = (name: string) =>
      nav.locator('li.sidebar-category', { has: page.locator(':scope > details > summary', { hasText: name }) });
    // Both folders are closed on this page and filled from the sidebar's JSON when opened.
    expect(await folder('secao-000').locator(':scope > details').getAttribute('data-lazy')).not.toBeNull();
    await folder('secao-000').locator(':scope > details > summary').click();
    const fixed = folder('secao-000').locator('li.sidebar-category-fixed');
    await expect.poll(() => fixed.count(), { timeout: 10_000 }).toBe(1);
    expect(await fixed.locator(':scope > .sidebar-label').innerText()).toBe('Fixa');
    expect(await fixed.locator('details, summary').count()).toBe(0);
    expect(await fixed.locator(':scope > ul > li > a.sidebar-link').count()).toBe(5);
    expect(await fixed.locator('a.sidebar-link').first().isVisible()).toBe(true);

    await folder('secao-001').locator(':scope > details > summary').click();
    const open = folder('secao-001').locator('li.sidebar-category', { hasText: 'Aberta' });
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
    const summary = open.locator(':scope > details > summary');
    expect(await summary.getAttribute('aria-expanded')).toBe('true');
    expect(await summary.getAttribute('aria-label')).toContain('Aberta');
    const links = open.locator(':scope > details > ul > li > a.sidebar-link');
    expect(await links.count()).toBe(3);
    expect(await links.nth(2).isVisible()).toBe(true);
    expect(await links.nth(2).getAttribute('href')).toBe('/manual/secao-001/outra/outra-2/');
    // It still closes as any other category does.
    await summary.click();
    await expect.poll(() => links.nth(2).isVisible()).toBe(false);
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

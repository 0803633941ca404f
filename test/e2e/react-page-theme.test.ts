// A React page's theme parts in the browser (test/fixtures/react-pages, src/pages/setup.tsx): its CodeBlocks
// keep the server's highlighted HTML once hydrated, its Tabs work as tabs (React's, not the doc tabs script's),
// and its text has Infima's element defaults and font.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('react-pages'));

/** The setup page once hydrated, with the errors its console and the page report. */
async function hydratedSetup() {
  const context = await site.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url('/setup/'));
  const island = page.locator('[data-island="site:src/pages/setup.tsx"]');
  await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
  return { context, page, errors };
}

describe("a React page's theme in the browser", () => {
  it('hydrates with the highlighted blocks, and draws a block it had drawn again when it is shown anew', async () => {
    const { context, page, errors } = await hydratedSetup();
    const config = page.locator('.page-code figure');
    expect(await config.locator('.hljs-attr').first().innerText()).toBe('sync:');
    // A format the server never drew: its code, unhighlighted; the first one again: highlighted as before.
    await page.locator('button.format').click();
    await expect.poll(() => config.locator('.code-title').innerText()).toBe('quill.json');
    expect(await config.locator('code').innerText()).toBe('{ "sync": true, "folder": "notes" }');
    expect(await config.locator('.code-line').getAttribute('data-line')).toBe('1');
    await page.locator('button.format').click();
    await expect.poll(() => config.locator('.hljs-attr').count()).toBe(2);
    expect(await config.locator('.code-title').innerText()).toBe('quill.yaml');
    expect(await page.locator('.install-command code.hljs').innerText()).toBe('npm i -g quill-cli');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates its Tabs without an error, and they switch by click and by arrow key', async () => {
    const { context, page, errors } = await hydratedSetup();
    const tabs = page.locator('.install-tabs');
    const tab = tabs.locator('[role="tab"]');
    await expect.poll(() => tab.allInnerTexts()).toEqual(['macOS', 'Linux']);
    // One tab list: the doc tabs script left React's tabs alone.
    expect(await tabs.locator('.tabs-list').count()).toBe(1);
    const mac = page.getByText('brew install quill');
    const linux = page.locator('.linux-note');
    expect([await mac.isVisible(), await linux.isVisible()]).toEqual([true, false]);
    await tab.nth(1).click();
    await expect.poll(() => linux.isVisible()).toBe(true);
    expect(await mac.isVisible()).toBe(false);
    expect(await tab.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => mac.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('macOS');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives headings and paragraphs Infima's margins and the site's --ifm-font-family-base", async () => {
    const { page, context } = await site.open('/setup/');
    const style = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const { marginTop, marginBottom, fontFamily, lineHeight } = getComputedStyle(element);
        return { marginTop, marginBottom, fontFamily, lineHeight };
      });
    expect(await style('main h2')).toEqual({
      marginTop: '0px',
      marginBottom: '16px',
      fontFamily: '"Quill Sans", Georgia, serif',
      lineHeight: '30px',
    });
    expect(await style('main p.lead')).toMatchObject({ marginTop: '0px', marginBottom: '20px' });
    expect((await style('.navbar')).fontFamily).not.toContain('Quill Sans');
    // Infima's `.hero` banner, not helpdocs's splash hero of the same name (a grid, a tighter title).
    const hero = await page.locator('header.hero').evaluate((element) => ({
      display: getComputedStyle(element).display,
      letterSpacing: getComputedStyle(element.querySelector('h1') as Element).letterSpacing,
    }));
    expect(hero).toEqual({ display: 'flex', letterSpacing: 'normal' });
    await context.close();
  });
});

// A hydrated React page's CodeBlocks (test/fixtures/react-pages, src/pages/setup.tsx): the browser keeps
// the server's highlighted HTML, with no hydration error, and draws it again when a block comes back.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('react-pages'));

describe("a React page's CodeBlock in the browser", () => {
  it('hydrates with the highlighted blocks, and draws a block it had drawn again when it is shown anew', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url('/setup/'));
    const island = page.locator('[data-island="site:src/pages/setup.tsx"]');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
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
});

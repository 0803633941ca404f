// Code blocks as a reader sees them on the authoring fixture: titles, highlighted lines, line
// numbers, diff lines, highlighting of many languages, the word-wrap toggle, both colour modes.
import { describe, expect, it } from 'vitest';
import { findLowContrast } from '../contrast.js';
import { fixtureRoot, useSite, type ColourMode } from '../harness.js';

const site = useSite(fixtureRoot('authoring-site'));
const CODE = '/docs/code/';

describe('code blocks', () => {
  it('show a title above the code and highlight the lines the fence names', async () => {
    const { page, context } = await site.open(CODE);
    const figure = page.locator('figure.code-figure').first();
    await expect.poll(() => figure.locator('figcaption').innerText()).toBe('src/app.js');
    const lines = figure.locator('.code-line');
    expect(await lines.count()).toBe(5);
    const highlighted = await lines.evaluateAll((all) => all.map((l) => l.classList.contains('code-line-highlighted')));
    expect(highlighted).toEqual([true, false, false, true, true]);
    // The highlight is painted across the block, not just behind the text.
    const [lineBox, preBox] = await Promise.all([lines.nth(3).boundingBox(), figure.locator('pre').boundingBox()]);
    expect(lineBox!.width).toBeGreaterThan(preBox!.width - 4);
    await context.close();
  });

  it('turn highlight comments in #, // and <!-- --> forms into highlighted lines, and drop the comments', async () => {
    const { page, context } = await site.open(CODE);
    const python = page.locator('code.language-python');
    expect(await python.innerText()).not.toContain('highlight-');
    expect(await python.locator('.code-line-highlighted').allInnerTexts()).toEqual([
      '    return f"Hello, {name}"',
      'print(greet("docs"))',
      'print(greet("readers"))',
    ]);
    const html = page.locator('code.language-html');
    expect(await html.innerText()).not.toContain('highlight-');
    expect(await html.locator('.code-line-highlighted').allInnerTexts()).toEqual(['  <h1>Welcome</h1>']);
    await context.close();
  });

  it('number lines from 1 or from the given start, without copying the numbers', async () => {
    const context = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    const { page } = await site.open(CODE, { context });
    const numbers = (selector: string) =>
      page
        .locator(`${selector} .code-line`)
        .evaluateAll((all) => all.map((l) => getComputedStyle(l, '::before').content));
    expect(await numbers('code.language-ts')).toEqual(['"1" / ""', '"2" / ""']);
    expect(await numbers('code.language-go')).toEqual(['"5" / ""', '"6" / ""', '"7" / ""']);
    const block = page.locator('.code-block', { has: page.locator('code.language-go') });
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('package main\n\nfunc main() {}\n');
    await context.close();
  });

  it('mark added and removed lines of a diff, but not its file headers', async () => {
    const { page, context } = await site.open(CODE);
    const kinds = await page
      .locator('code.language-diff .code-line')
      .evaluateAll((all) =>
        all.map((l) =>
          l.classList.contains('code-line-added') ? '+' : l.classList.contains('code-line-removed') ? '-' : ' ',
        ),
      );
    expect(kinds.join('')).toBe('   -+');
    const [added, removed] = await Promise.all(
      ['.code-line-added', '.code-line-removed'].map((s) =>
        page.locator(`code.language-diff ${s}`).evaluate((l) => getComputedStyle(l).backgroundColor),
      ),
    );
    expect(added).not.toBe(removed);
    await context.close();
  });

  it('highlight every language of the page at build time, and show an unknown one as plain text', async () => {
    const { page, context } = await site.open(CODE);
    for (const language of [
      'js',
      'python',
      'html',
      'ts',
      'go',
      'tsx',
      'jsx',
      'rust',
      'dockerfile',
      'toml',
      'powershell',
      'kotlin',
      'java',
      'csharp',
      'swift',
      'ruby',
      'php',
      'bash',
    ]) {
      const tokens = await page.locator(`code.language-${language} [class^="hljs-"]`).count();
      expect(tokens, language).toBeGreaterThan(0);
    }
    expect(await page.locator('code.language-befunge [class^="hljs-"]').count()).toBe(0);
    expect(await page.locator('code.language-befunge').first().innerText()).toContain('++++++++[>++++');
    // No highlighter reaches the browser.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    for (const script of scripts) expect(await (await fetch(script)).text()).not.toContain('hljs');
    await context.close();
  });

  it('wrap long lines with an accessible toggle button, and unwrap them again', async () => {
    const { page, context } = await site.open(CODE, { width: 375, height: 800 });
    const block = page.locator('.code-block', { has: page.locator('code.language-bash') });
    const pre = block.locator('pre');
    const toggle = block.getByRole('button', { name: 'Wrap lines' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const scrolls = () => pre.evaluate((p) => p.scrollWidth > p.clientWidth);
    expect(await scrolls()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await scrolls()).toBe(false);
    await site.screenshot(page, 'authoring-code-wrapped');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await scrolls()).toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as ColourMode[])(
    'keep every highlighted, added, removed and numbered line at AA contrast in %s mode',
    async (colourMode) => {
      const { page, context } = await site.open(CODE, { colourMode });
      await page.evaluate(() => {
        for (const actions of document.querySelectorAll('.code-actions')) actions.remove();
      });
      const failures = await page.evaluate(findLowContrast);
      expect(failures).toEqual([]);
      await site.screenshot(page, `authoring-code-${colourMode}`, true);
      await context.close();
    },
  );
});

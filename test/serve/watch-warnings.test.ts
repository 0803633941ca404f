// serve --watch prints each warning once: a rebuild that leaves the warnings as they were prints none
// of them again; a new warning is printed, and one that went away and comes back is printed again.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { launchChromium } from '../e2e/harness.js';
import { copyFixture, edit } from '../helpers/sites.js';

const PAGE = 'content/guia/instalacao.md';
const UNKNOWN = /theme\/Nope\.tsx:1:1 warning "Nope\.tsx" overrides no theme component/;
const OTHER = /theme\/Other\.tsx:1:1 warning "Other\.tsx" overrides no theme component/;

describe('serve --watch warnings', () => {
  let root = '';
  let running: RunningServe;
  let terminal: string[] = [];
  /** Runs `change`, waits for the rebuild it causes, and returns what that rebuild printed. */
  async function printedAfter(change: () => Promise<void>): Promise<string[]> {
    terminal = [];
    const rebuilt = new Promise<void>((resolve) => {
      const stop = running.watcher!.onRebuild((report) => {
        if (report.catchUp) return;
        stop();
        resolve();
      });
    });
    await change();
    await rebuilt;
    return terminal;
  }

  beforeAll(async () => {
    root = await copyFixture('site-mini');
    await mkdir(path.join(root, 'theme'));
    await writeFile(path.join(root, 'theme/Nope.tsx'), 'export default function Nope() {\n  return null;\n}\n');
    running = await serve({
      root,
      host: '127.0.0.1',
      port: 0,
      watch: true,
      open: false,
      report: (line) => terminal.push(line),
    });
  });

  afterAll(async () => {
    await running?.close();
  });

  it('prints a warning with the first build', () => {
    expect(terminal.filter((line) => UNKNOWN.test(line))).toHaveLength(1);
  });

  it('does not print it again after an edit that leaves it as it was', async () => {
    const printed = await printedAfter(() => edit(root, PAGE, 'Instale em poucos passos.', 'Instale em três passos.'));
    expect(
      printed.some((line) =>
        /rebuilt in \d+ ms after content\/guia\/instalacao\.md · 5 pages · 1 warning as before$/.test(line),
      ),
    ).toBe(true);
    expect(printed.filter((line) => /^theme\/.* warning /.test(line))).toEqual([]);
  });

  it('prints a new warning alone, and one that comes back', async () => {
    const added = await printedAfter(() =>
      writeFile(path.join(root, 'theme/Other.tsx'), 'export default function Other() {\n  return null;\n}\n'),
    );
    expect(added.filter((line) => /^theme\/.* warning /.test(line))).toEqual([expect.stringMatching(OTHER)]);
    await printedAfter(() => rm(path.join(root, 'theme/Nope.tsx')));
    const back = await printedAfter(() =>
      writeFile(path.join(root, 'theme/Nope.tsx'), 'export default function Nope() {\n  return null;\n}\n'),
    );
    expect(back.filter((line) => /^theme\/.* warning /.test(line))).toEqual([expect.stringMatching(UNKNOWN)]);
  });

  it('shows the current warnings in a corner of the page, not over it', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${running.origin}/manual/guia/instalacao/`);
      const panel = page.locator('helpdocs-warnings [role="status"]');
      await panel.waitFor();
      const text = await panel.innerText();
      expect(text).toMatch(/^Close\s*2 warnings/);
      expect(text).toContain('theme/Nope.tsx:1:1 warning');
      expect(text).toContain('theme/Other.tsx:1:1 warning');
      // Fixed in a corner: the page under it stays usable; Close removes it.
      await panel.getByRole('button', { name: 'Close' }).click();
      expect(await page.locator('helpdocs-warnings').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

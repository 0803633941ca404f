// Every command the docs site shows in a shell code block is run here, as a reader would run it, in
// the order of the docs' sidebar, from a clone of the repository and the package packed from it: a
// command the docs show and this test does not run fails it, so no shown command goes stale.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoot } from '../helpers/docs-site.js';
import { shownCommands } from './docs-commands.js';
import { cloneOfRepository, run, serveOnce } from './packed.js';

/** The page a reader adds in "A site folder and its first page", from that page's `md` block. */
function firstPage(): string {
  const text = readFileSync(path.join(docsRoot, 'content/start/first-page.md'), 'utf8');
  return /^```md\n([\s\S]*?)^```/m.exec(text)![1]!;
}

describe('the commands the docs site shows', () => {
  it('are each run from the packed package, in the docs order', { timeout: 900_000 }, async () => {
    const shown = shownCommands();
    expect(shown.map(({ command }) => command)).toEqual(
      expect.arrayContaining(['npm pack --pack-destination ..', 'npx helpdocs build', 'npx helpdocs serve --watch']),
    );
    const work = mkdtempSync(path.join(tmpdir(), 'helpdocs-docs-commands-'));
    let cwd = await cloneOfRepository(path.join(work, 'clone'));
    const ran = new Map<string, string>();
    for (const { page, command } of shown) {
      // The same command on another page (a build in the Docusaurus guide) was run already.
      if (ran.has(command)) continue;
      let printed = '';
      for (const part of command.split(' && ')) {
        const cd = /^cd (\S+)$/.exec(part);
        if (cd) cwd = path.resolve(cwd, cd[1]!);
        else if (/ serve\b/.test(part)) printed += await serveOnce(cwd, part);
        else printed += await run(cwd, 'bash', ['-c', part]);
      }
      ran.set(command, printed);
      if (page === 'start/install' && command.startsWith('cd my-docs')) {
        mkdirSync(path.join(cwd, 'content/guides'), { recursive: true });
        writeFileSync(path.join(cwd, 'content/guides/first-page.md'), firstPage());
      }
    }
    expect(ran.get('npx helpdocs build')).toMatch(/wrote .*out · 3 pages · 0 redirects · 0 warnings/);
    expect(readFileSync(path.join(cwd, 'out/guides/first-page/index.html'), 'utf8')).toContain('My first page');
    expect(ran.get('npx helpdocs serve --watch')).toContain('<html');
    expect(ran.get('npx helpdocs check')).toMatch(/checked · 3 pages · 0 redirects · 0 warnings/);
    // The rules page ships with the package: explain prints a rule's section from it.
    expect(ran.get('npx helpdocs explain broken-link')).toMatch(/^### broken-link\n[\s\S]*\*\*Fix:\*\*/);
  });
});

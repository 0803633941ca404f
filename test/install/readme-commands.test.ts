// Every command README.md shows is run: those the docs site shows too are run by docs-commands.test.ts
// from the packed package; the others (the repository's own) here, in a clone, as a newcomer runs them.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/sites.js';
import { shellLines, shownCommands } from './docs-commands.js';
import { cloneOfRepository, run, serveOnce } from './packed.js';

const readme = shellLines(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
const inDocs = new Set(shownCommands().map(({ command }) => command));
/** `npm test` is the suite this test is part of: running it here would run it again. */
const RUN_ELSEWHERE = new Set(['npm test']);

describe("the README's commands", () => {
  it('are each run: in the docs site test, or here in a clone of the repository', { timeout: 600_000 }, async () => {
    const here = readme.filter((command) => !inDocs.has(command) && !RUN_ELSEWHERE.has(command));
    expect(readme).toContain('npm test');
    const clone = await cloneOfRepository(path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-readme-')), 'clone'));
    const printed = new Map<string, string>();
    for (const command of here) {
      let output = '';
      // `npm ci` is what gives a clone its node_modules (linked here) and compiles the CLI (prepare).
      for (const part of command.split(' && '))
        output +=
          part === 'npm ci'
            ? await run(clone, 'node', ['scripts/compile.mjs'])
            : / serve\b/.test(part)
              ? await serveOnce(clone, part)
              : await run(clone, 'bash', ['-c', part]);
      printed.set(command, output);
    }
    expect([...printed.keys()]).toEqual(here);
    expect(printed.get('npm ci && npx helpdocs build')).toMatch(/wrote .*out · \d+ pages .* 0 warnings/);
    expect(existsSync(path.join(clone, 'out/manual/index.html'))).toBe(true);
    expect(printed.get('npx helpdocs build --root docs')).toMatch(/wrote .* 0 warnings/);
    expect(printed.get('npx helpdocs serve --root docs --watch')).toContain('<html');
  });
});

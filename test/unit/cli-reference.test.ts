// The docs site's CLI reference names every command and every flag the CLI takes (read from each
// command's --help), so a new flag cannot go undocumented.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { docsRoot } from '../helpers/docs-site.js';
import { captureIo } from '../helpers/sites.js';

const page = readFileSync(path.join(docsRoot, 'content/reference/cli.md'), 'utf8');

async function flagsOf(command: string): Promise<string[]> {
  const { io, out, err } = captureIo();
  await main(['node', 'helpdocs', command, '--help'], io).catch(() => undefined);
  const help = [...out, ...err].join('\n');
  return [...new Set([...help.matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map(([, flag]) => flag!))].filter(
    (flag) => flag !== '--help',
  );
}

describe('the CLI reference', () => {
  it.each(['init', 'build', 'check', 'serve'])('names helpdocs %s and each of its flags', async (command) => {
    expect(page).toContain(`\`helpdocs ${command}`);
    const flags = await flagsOf(command);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.filter((flag) => !new RegExp(`[\\s\`]${flag}(?![a-z-])`).test(page))).toEqual([]);
  });
});

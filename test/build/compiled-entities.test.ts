// The compiled CLI unpacks markdown-it's HTML entity table at its first use (scripts/compile.mjs lazyEntityTrie):
// a doc's named entities must come out of it as they come out of the source.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

describe('named entities from the compiled CLI', { timeout: 120_000 }, () => {
  it('are decoded as the source decodes them', async () => {
    const root = await copyFixture('site-mini');
    await writeFile(
      path.join(root, 'content/guia/simbolos.md'),
      '---\ntitle: "Símbolos"\n---\n\nMarca &copy; 2026, &Auml;, &notin; e &amp;; um &naoexiste; fica.\n',
    );
    await run(process.execPath, [path.join(repoRoot, 'bin/helpdocs.js'), 'build', '--root', root, '--no-cache']);
    const compiled = await readFile(path.join(root, 'out/manual/guia/simbolos/index.html'), 'utf8');
    const fromSource = await build({ root, write: true, outDir: 'out-source' });
    expect(fromSource.stats.errors).toBe(0);
    const source = await readFile(path.join(root, 'out-source/manual/guia/simbolos/index.html'), 'utf8');
    expect(compiled).toContain('<p>Marca © 2026, Ä, ∉ e &#x26;; um &#x26;naoexiste; fica.</p>');
    expect(compiled).toBe(source);
  });
});

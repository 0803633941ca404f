// The compiled CLI unpacks markdown-it's HTML entity table at its first use (scripts/compile.mjs lazyEntityTrie):
// a doc's named entities must come out of it as they come out of the source.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledAndSourcePage } from '../helpers/compiled-build.js';
import { copyFixture } from '../helpers/sites.js';

describe('named entities from the compiled CLI', { timeout: 120_000 }, () => {
  it('are decoded as the source decodes them', async () => {
    const root = await copyFixture('site-mini');
    await writeFile(
      path.join(root, 'content/guia/simbolos.md'),
      '---\ntitle: "Símbolos"\n---\n\nMarca &copy; 2026, &Auml;, &notin; e &amp;; um &naoexiste; fica.\n',
    );
    const { compiled, source, errors } = await compiledAndSourcePage(root, 'manual/guia/simbolos/index.html');
    expect(errors).toBe(0);
    expect(compiled).toContain('<p>Marca © 2026, Ä, ∉ e &#x26;; um &#x26;naoexiste; fica.</p>');
    expect(compiled).toBe(source);
  });
});

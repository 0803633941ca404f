// A front matter key helpdocs does not know is said once per key, at its first doc in file order: a site's own key
// (read by its components) is often in every doc, and hundreds of the same warning would hide the others.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit } from '../helpers/sites.js';

describe('unknown front matter keys', () => {
  it('are said once per key, at the first doc that has each', async () => {
    const root = await copyFixture('site-mini');
    await edit(root, 'content/guia/index.md', 'title: "Guia"', 'title: "Guia"\nlab_id: 1');
    await edit(root, 'content/guia/instalacao.md', 'title: "Instalação"', 'title: "Instalação"\nlab_id: 2\nvideo: x');
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.ruleId === 'front-matter-unknown-key').map(formatDiagnostic)).toEqual([
      'content/guia/index.md:3:1 warning Unknown front matter key "lab_id" (said once, at its first doc) ' +
        'front-matter-unknown-key',
      'content/guia/instalacao.md:4:1 warning Unknown front matter key "video" (said once, at its first doc) ' +
        'front-matter-unknown-key',
    ]);
  });
});

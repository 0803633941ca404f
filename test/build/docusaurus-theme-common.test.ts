// A site's component may use @docusaurus/theme-common's createStorageSlot and ReactContextError (theme-common
// lib/index.js exports both), as they behave in Docusaurus's server render; a name helpdocs's stand-in lacks is
// said at the import that asks for it, and the site's MDXComponents still gives its other components.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fixtures } from '../helpers/sites.js';

describe("@docusaurus/theme-common in a site's components", () => {
  it('gives createStorageSlot and ReactContextError, and says at its import what it lacks', async () => {
    const result = await build({ root: `${fixtures}docusaurus-theme-common`, write: false });
    // The one warning every swizzled MDXComponents gets aside.
    const said = result.diagnostics.filter((d) => d.file !== 'src/theme/MDXComponents');
    expect(said.map(formatDiagnostic)).toEqual([
      'src/components/Keys.js:1:10 warning helpdocs\'s "@docusaurus/theme-common" has no "listStorageKeys": ' +
        "the site's MDXComponents gets a function that throws if called docusaurus-swizzle",
    ]);
    const html = String(result.files.find((file) => file.path === 'docs/intro/index.html')?.contents);
    // A storage slot throws when used in the server render, as createServerStorageSlot's does.
    expect(html).toContain('<p>Mode: none on the server. ReactContextError</p>');
    expect(html).toContain('<p>Keys: function.</p>');
  });
});

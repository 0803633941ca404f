import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/core/config.js';
import { SHARED_MODULE } from '../../src/parse/mdx/rehype-shared-imports.js';
import { docusaurusModules, docusaurusSiteOf } from '../../src/parse/mdx/theme/docusaurus.js';

// A doc, or a site component it imports, gets helpdocs's stand-in for every Docusaurus module there is
// one of: a module left off the shared list is bundled from the site instead, and is not found.
describe("Docusaurus's client modules", () => {
  it('are all shared with the docs that import them', () => {
    const names = Object.keys(docusaurusModules(docusaurusSiteOf(configSchema.parse({}))));
    expect(names.filter((name) => name.startsWith('@docusaurus/')).length).toBeGreaterThan(15);
    expect(names.filter((name) => !SHARED_MODULE.test(name))).toEqual([]);
  });
});

// A user's mistake is a `file:line:column` error, never a stack trace: 1,000 nested sidebar
// categories (the schema's parser recursed past the stack) and a redirect from a file helpdocs
// writes itself (the write crashed with EISDIR).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

describe('user errors are errors at their place', () => {
  it('1,000 nested sidebar categories', { timeout: 60_000 }, async () => {
    const root = await sites.copy();
    let item: unknown = { type: 'doc', id: 'guia/instalacao' };
    for (let level = 0; level < 1000; level++) item = { type: 'category', label: `c${level}`, items: [item] };
    await writeFile(path.join(root, 'sidebars.json'), JSON.stringify({ guiaSidebar: [item] }));
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).toBe(1);
    expect(err).not.toMatch(/RangeError|\n\s+at /);
    expect(err).toMatch(
      new RegExp(
        /^sidebars\.json:1:\d+ error Nested more than 100 levels deep /.source +
          /\(flatten it: no site needs this many levels\) sidebar-depth$/.source,
        'm',
      ),
    );
  });

  for (const from of ['/sitemap.xml', 'search-manifest.json', '/404.html', '/assets/x']) {
    it(`a redirect from ${from}`, async () => {
      const root = await sites.copy();
      await writeFile(path.join(root, 'redirects.json'), JSON.stringify([{ from, to: '/guia/instalacao' }]));
      const { code, err } = await helpdocs('build', '--root', root, '--quiet');
      expect(code).toBe(1);
      expect(err).not.toMatch(/EISDIR|\n\s+at /);
      const first = from.replace(/^\//, '').split('/')[0];
      expect(err).toContain(
        `redirects.json:1:10 error Redirect from "${from}" collides with ${first}, which helpdocs writes ` +
          '(redirect from another path) redirect-collision',
      );
    });
  }
});

// No stray file in out/: every file of the help centre's and of a new site's build is explained by a
// route (a page, its `.html` alias, a redirect, a tag page, the search page), a hosting file, a file
// of static/, or an asset that another output file names.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { createStrings } from '../../src/core/strings.js';
import { siteSearchRoute } from '../../src/core/search-routes.js';
import { initSite } from '../../src/init/command.js';
import { repoRoot } from '../helpers/sites.js';

const HOSTING = new Set(['.helpdocs-out', '404.html', '_headers', '_redirects', 'nginx-helpdocs.conf', 'robots.txt']);

/** The output files nothing explains. */
function unexplained(result: BuildResult): string[] {
  const routes = new Set<string>();
  const named = new Set<string>();
  const assets = new Set<string>();
  for (const { site } of result.locales) {
    const { base } = site.config;
    for (const doc of site.docs) {
      routes.add(doc.route);
      // A content asset the Markdown names (an inlined SVG is named by no page's HTML, yet published).
      for (const link of doc.links) if (link.kind === 'asset') assets.add(path.posix.basename(link.target));
    }
    for (const redirect of site.redirects) routes.add(redirect.fromRoute);
    for (const tag of site.tags) routes.add(tag.route);
    if (site.tags.length > 0) routes.add(`${base}tags/`);
    routes.add(siteSearchRoute(site.config, createStrings(site.config.locale)));
    named
      .add(`${base.slice(1)}sitemap.xml`)
      .add(`${base.slice(1)}404.html`)
      .add(`${base.slice(1)}search-manifest.json`);
    for (const file of site.staticFiles) named.add(`${base.slice(1)}${file}`);
  }
  const text = result.files
    .filter((file) => /\.(html|js|css|json|xml)$/.test(file.path))
    .map((file) => (typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8')))
    .join('\n');
  return result.files
    .map((file) => file.path)
    .filter((file) => {
      if (HOSTING.has(file) || named.has(file)) return false;
      if (file === 'index.html' || file.endsWith('/index.html'))
        return !routes.has(`/${file.slice(0, -'index.html'.length)}`);
      // `/x.html` leads to `/x/`; the home of a site served at `/` has no such form (`/index.html` is the page).
      if (file.endsWith('.html')) return !routes.has(`/${file.slice(0, -'.html'.length)}/`) || file === '.html';
      // The search manifest names its shards and page fragments by their hashes.
      const searchFile = /\/search\/(?:shard|page)-\d+\.(\w+)\.json$/.exec(file);
      if (searchFile) return !text.includes(`"${searchFile[1]}"`);
      // An asset: some page, script, stylesheet or manifest names it, or a doc links to it.
      return !text.includes(path.posix.basename(file)) && !assets.has(path.posix.basename(file));
    });
}

describe('every file of out/ is explained', () => {
  it('for a new site served at /', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-out-files-')), 'site');
    await initSite(root, { yes: true }, { err: () => {} });
    const result = await build({ root, write: false });
    expect(result.files.length).toBeGreaterThan(10);
    expect(unexplained(result)).toEqual([]);
  });

  it('for the help centre', async () => {
    const result = await build({ root: repoRoot, write: false });
    expect(result.files.length).toBeGreaterThan(300);
    expect(unexplained(result)).toEqual([]);
  });
});

// A site's own _redirects, _headers and robots.txt in static/ (a Docusaurus site deploying to Netlify has
// them, and Docusaurus copies them as they are) are kept where helpdocs writes its own: merged, not lost.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture, edit } from '../helpers/sites.js';

const file = (result: BuildResult, name: string) =>
  String(result.files.find((made) => made.path === name)?.contents ?? '');

describe("a site's own hosting files", () => {
  it("keeps its redirects first, its headers after helpdocs's, and its robots.txt whole", async () => {
    const site = await copyFixture('docusaurus-pagination');
    await mkdir(path.join(site, 'static'), { recursive: true });
    await writeFile(
      path.join(site, 'static/_redirects'),
      '/old-intro /docs/intro 301\n/chat https://chat.example 302\n',
    );
    await writeFile(path.join(site, 'static/_headers'), '/*\n  X-Frame-Options: DENY\n');
    await writeFile(path.join(site, 'static/robots.txt'), 'User-agent: *\nDisallow: /drafts/\n');
    const result = await build({ root: site, write: false });
    expect(result.files.filter((made) => made.path === '_redirects')).toHaveLength(1);
    expect(file(result, '_redirects')).toMatch(
      /^\/old-intro \/docs\/intro 301\n\/chat https:\/\/chat\.example 302\n\n# helpdocs: real redirects/,
    );
    expect(file(result, '_headers')).toMatch(
      /^# helpdocs: response headers[\s\S]*\n\/\*\n {2}X-Frame-Options: DENY\n$/,
    );
    expect(file(result, 'robots.txt')).toBe('User-agent: *\nDisallow: /drafts/\n');
  });

  it("leaves them where they are under another base, where they meet nothing of helpdocs's", async () => {
    const site = await copyFixture('docusaurus-pagination');
    await edit(site, 'docusaurus.config.js', "baseUrl: '/'", "baseUrl: '/tessera/'");
    await mkdir(path.join(site, 'static'), { recursive: true });
    await writeFile(path.join(site, 'static/_redirects'), '/old-intro /tessera/docs/intro 301\n');
    const result = await build({ root: site, write: false });
    expect(file(result, 'tessera/_redirects')).toBe('/old-intro /tessera/docs/intro 301\n');
    expect(file(result, '_redirects')).toMatch(/^# helpdocs: real redirects/);
  });
});

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { copyFixture, edit } from '../helpers/sites.js';
import { listenToEvents } from './sse.js';

// serve --watch on a Docusaurus site's blog (test/fixtures/docusaurus-site): the blog's folder is
// watched, and its list pages and posts follow a new post and a renamed author.
describe('serve --watch, the blog', () => {
  let root = '';
  let running: RunningServe;
  let events: ReturnType<typeof listenToEvents>;
  const page = async (route: string) => (await fetch(`${running.origin}${route}`)).text();

  beforeAll(async () => {
    root = await copyFixture('docusaurus-site');
    running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
    events = listenToEvents(`${running.origin}/__helpdocs/events`);
    await events.opened;
    await events.next('hello');
  });

  afterAll(async () => {
    events?.close();
    await running?.close();
  });

  it('lists a new post first, and shows an author renamed in authors.yml', async () => {
    await writeFile(path.join(root, 'blog/2026-04-01-fresh.md'), '---\ntitle: Fresh news\n---\n\nJust in.\n');
    await events.next('reload');
    expect(await page('/blog/')).toMatch(/<h2><a href="\/blog\/2026\/04\/01\/fresh\/">Fresh news<\/a><\/h2>/);
    expect(await page('/blog/2026/04/01/fresh/')).toContain('<h1>Fresh news</h1>');
    await edit(root, 'blog/authors.yml', 'Ada Brightwell', 'Ada B. Brightwell');
    await events.next('reload');
    expect(await page('/blog/2026/02/14/light-tables/')).toContain('>Ada B. Brightwell</a>');
  });
});

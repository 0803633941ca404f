// serve --watch follows a site's look: an edit of a theme override or of the custom CSS rebuilds and reloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { copyFixture, edit } from '../helpers/sites.js';
import { listenToEvents } from './sse.js';

describe('serve --watch with theme overrides and custom CSS', () => {
  let root = '';
  let running: RunningServe;
  let events: ReturnType<typeof listenToEvents>;
  const terminal: string[] = [];
  const page = async (route: string) => (await fetch(`${running.origin}${route}`)).text();

  beforeAll(async () => {
    root = await copyFixture('brand-site');
    running = await serve({
      root,
      host: '127.0.0.1',
      port: 0,
      watch: true,
      open: false,
      report: (line) => terminal.push(line),
    });
    events = listenToEvents(`${running.origin}/__helpdocs/events`);
    await events.opened;
  });

  afterAll(async () => {
    events?.close();
    await running?.close();
  });

  it('rebuilds when theme/Footer.tsx changes', async () => {
    expect(await page('/docs/')).toContain('All Acme launch systems are go.');
    await edit(root, 'theme/Footer.tsx', 'All Acme launch systems are go.', 'Launch systems on hold.');
    await events.next('reload');
    const html = await page('/docs/');
    expect(html).toContain('Launch systems on hold.');
    expect(html).not.toContain('All Acme launch systems are go.');
    expect(terminal.some((line) => / after theme\/Footer\.tsx /.test(line))).toBe(true);
  });

  it('rebuilds when the custom CSS changes, under a new stylesheet name', async () => {
    const sheet = (html: string) => /href="(\/docs\/assets\/site\.\w+\.css)"/.exec(html)?.[1];
    const before = sheet(await page('/docs/'));
    await edit(root, 'css/custom.css', 'border-bottom: 3px solid', 'border-bottom: 5px solid');
    await events.next('reload');
    const after = sheet(await page('/docs/'));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await (await fetch(`${running.origin}${after}`)).text()).toContain('border-bottom:5px solid');
  });
});

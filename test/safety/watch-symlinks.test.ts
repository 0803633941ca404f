// serve --watch sees a symlink created under content/ (the rebuild refuses one that leads out of the
// site), but never follows it: a link to /usr had the watcher walk all of it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { fixtureSites } from './helpers.js';

const sites = fixtureSites();
let root = '';
let outside = '';
let running: RunningServe;
const rebuilds: string[][] = [];

beforeAll(async () => {
  root = await sites.copy();
  outside = sites.track(await mkdtemp(path.join(tmpdir(), 'helpdocs-outside-')));
  await mkdir(path.join(outside, 'deep'));
  await writeFile(path.join(outside, 'deep/page.md'), '# Outside\n');
  running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
  running.watcher?.onRebuild((report) => rebuilds.push(report.changed));
});
afterAll(async () => {
  await running?.close();
  await rm(outside, { recursive: true, force: true });
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('serve --watch and a symlink made while it runs', () => {
  it('rebuilds for the link itself, and never for what lies behind it', async () => {
    await symlink(outside, path.join(root, 'content/usr'));
    for (let waited = 0; rebuilds.length === 0 && waited < 20_000; waited += 100) await settle(100);
    expect(rebuilds.flat().some((file) => file.includes('content/usr'))).toBe(true);
    expect(running.watcher?.errors?.join('\n')).toContain('leads outside the site folder');
    const before = rebuilds.length;
    await writeFile(path.join(outside, 'deep/page.md'), '# Changed outside\n');
    await writeFile(path.join(outside, 'deep/new.md'), '# New outside\n');
    await settle(2_000);
    expect(rebuilds.slice(before).flat()).toEqual([]);
  });
});

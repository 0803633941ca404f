// serve with several locales: each locale's not-found page under its prefix, and --watch rebuilding on i18n/ files.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';
import { listenToEvents } from './sse.js';

describe('serve, several locales', () => {
  let running: RunningServe;
  beforeAll(async () => {
    const root = path.join(fixtures, 'i18n-site');
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-serve-i18n-')), 'out');
    expect((await build({ root, outDir, write: true })).stats.errors).toBe(0);
    running = await serve({ root, outDir, host: '127.0.0.1', port: 0, watch: false, open: false, report: () => {} });
  });
  afterAll(() => running?.close());

  it("answers an unknown path with its locale's not-found page, status 404", async () => {
    const pt = await fetch(`${running.origin}/docs/pt-BR/nada/`);
    expect(pt.status).toBe(404);
    expect(await pt.text()).toContain('<html lang="pt-BR"');
    const en = await fetch(`${running.origin}/docs/nothing/`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('<html lang="en"');
    // As in nginx, a locale's not-found page is never a page of its own.
    expect((await fetch(`${running.origin}/docs/pt-BR/404.html`)).status).toBe(404);
  });

  it("caches a locale's search files for good, like the assets", async () => {
    const manifest = (await (await fetch(`${running.origin}/docs/pt-BR/search-manifest.json`)).json()) as {
      shardPrefix: string;
      shards: Array<[number, string]>;
    };
    const [, hash] = manifest.shards[0]!;
    const shard = await fetch(`${running.origin}${manifest.shardPrefix}0.${hash}.json`);
    expect(shard.status).toBe(200);
    expect(shard.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('serve --watch, several locales', () => {
  let root = '';
  let running: RunningServe;
  let events: ReturnType<typeof listenToEvents>;
  const page = async (route: string) => (await fetch(`${running.origin}${route}`)).text();
  beforeAll(async () => {
    root = await copyFixture('i18n-site');
    running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
    events = listenToEvents(`${running.origin}/__helpdocs/events`);
    await events.opened;
    await events.next('hello');
  });
  afterAll(async () => {
    events?.close();
    await running?.close();
  });

  it('rebuilds when a translation is edited or added', async () => {
    await edit(root, 'i18n/pt-BR/guides/installation.md', 'leva um comando', 'leva só um comando');
    await events.next('reload');
    expect(await page('/docs/pt-BR/guides/installation/')).toContain('leva só um comando');

    expect(await page('/docs/pt-BR/guides/configuration/')).toContain('untranslated-notice');
    await writeFile(
      path.join(root, 'i18n/pt-BR/guides/configuration.md'),
      '---\ntitle: Configuração\n---\n\nO Acme lê suas opções de um arquivo.\n\n## Ports\n\nO Acme escuta na porta ' +
        '8080.\n',
    );
    await events.next('reload');
    const translated = await page('/docs/pt-BR/guides/configuration/');
    expect(translated).toContain('<h1>Configuração</h1>');
    expect(translated).not.toContain('untranslated-notice');
  });
});

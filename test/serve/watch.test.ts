import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearch } from '../../src/search/engine.js';
import type { SearchManifest } from '../../src/search/format.js';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { packageRoot } from '../../src/core/package-root.js';
import { TemplateReloader } from '../../src/serve/template-reload.js';
import { SiteWatcher } from '../../src/serve/watch.js';
import { ruleHelpCommand } from '../../src/core/rule-docs.js';
import { copyFixture, edit } from '../helpers/sites.js';
import { listenToEvents } from './sse.js';

const PAGE = 'content/guia/instalacao.md';

describe('serve --watch', () => {
  let root = '';
  let running: RunningServe;
  const terminal: string[] = [];
  let events: ReturnType<typeof listenToEvents>;
  let version = 1;
  /** The next reload, which must carry the next build number. */
  const nextReload = async () => expect((await events.next('reload')).data).toEqual({ version: ++version });
  const page = async (route: string) => (await fetch(`${running.origin}${route}`)).text();

  beforeAll(async () => {
    root = await copyFixture('site-mini');
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
    if (process.env.DEBUG_WATCH) (await import('node:fs')).writeFileSync(process.env.DEBUG_WATCH, terminal.join('\n'));
    events?.close();
    await running?.close();
  });

  it('serves the site from memory with the live script injected', async () => {
    expect((await events.next('hello')).data).toEqual({ version: 1 });
    const html = await page('/manual/guia/instalacao/');
    expect(html).toContain('<h1>Instalação</h1>');
    // A file of its own (not inline), so the site's Content-Security-Policy lets it run.
    expect(html).toContain('<script src="/__helpdocs/live.js" data-helpdocs-live="1"></script></body>');
    const live = await fetch(`${running.origin}/__helpdocs/live.js`);
    expect(live.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await live.text();
    expect(script).toContain('new EventSource("/__helpdocs/events")');
    expect(() => new Function(script)).not.toThrow();
    expect(terminal.some((line) => /^helpdocs: built in \d+ ms · 5 pages$/.test(line))).toBe(true);
  });

  it('sends a reload after a page is edited, and serves the new text', async () => {
    await edit(root, PAGE, 'Instale em poucos passos.', 'Instale em três passos.');
    await nextReload();
    expect(await page('/manual/guia/instalacao/')).toContain('Instale em três passos.');
    expect(
      terminal.some((line) => /^helpdocs: rebuilt in \d+ ms after content\/guia\/instalacao\.md · 5 pages$/.test(line)),
    ).toBe(true);
  });

  it('updates the search files a moment after the reload: the page’s fragment and its terms’ shards', async () => {
    const getJson = async (url: string) => (await fetch(`${running.origin}${url}`)).json() as Promise<unknown>;
    const found = async () =>
      (await (await openSearch('/manual/search-manifest.json', getJson)).search('paralelepipedo ')).hits.map(
        (hit) => hit.url,
      );
    const before = (await getJson('/manual/search-manifest.json')) as SearchManifest;
    expect(await found()).toEqual([]);
    await edit(root, PAGE, 'Às 14:35 a carga começa.', 'Às 14:35 a carga começa, como um paralelepípedo.');
    await nextReload();
    // The reload goes out with the previous search files; they follow without another reload.
    const end = Date.now() + 15_000;
    while ((await found()).length === 0) {
      if (Date.now() > end) throw new Error('the search files never caught up');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await found())[0]).toMatch(/^\/manual\/guia\/instalacao\//);
    const after = (await getJson('/manual/search-manifest.json')) as SearchManifest;
    // Only the edited page's fragment is renamed; the other pages' fragments stay as they were.
    const renamed = after.fragmentHashes.filter((hash, page) => hash !== before.fragmentHashes[page]);
    expect(renamed).toHaveLength(1);
    expect(terminal.some((line) => /^helpdocs: search index up to date \(\d+ ms\)$/.test(line))).toBe(true);
    expect(events.seen.filter((e) => e.name === 'reload')).toEqual([]);
  });

  it('reports a broken page with file:line:column and keeps serving the last good build', async () => {
    await edit(
      root,
      PAGE,
      'Instale em três passos.',
      'Instale em três passos. Veja [o anexo](./anexo-que-nao-existe.md).',
    );
    const { data } = await events.next('build-error');
    const lines = (data as { lines: string[] }).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/guia\/instalacao\.md:11:\d+ error .*anexo-que-nao-existe\.md/);
    expect(terminal).toContain(lines[0]);
    const explain = `helpdocs: ${ruleHelpCommand('<rule>')} says what causes a rule and how to fix it`;
    expect(terminal).toContain(`${explain} (broken-link)`);
    expect(terminal.at(-1)).toBe(
      'helpdocs: build failed after content/guia/instalacao.md; still serving the last good build',
    );
    expect(await page('/manual/guia/instalacao/')).toContain('<p>Instale em três passos. Às 14:35');
  });

  it('tells a page opened during the failure about the errors at once', async () => {
    const late = listenToEvents(`${running.origin}/__helpdocs/events`);
    await late.opened;
    expect((await late.next('hello')).data).toEqual({ version });
    expect(((await late.next('build-error')).data as { lines: string[] }).lines[0]).toContain(
      'content/guia/instalacao.md:11:',
    );
    late.close();
  });

  it('reloads once the page is fixed', async () => {
    await edit(root, PAGE, ' Veja [o anexo](./anexo-que-nao-existe.md).', ' Veja a [configuração](./configuracao.md).');
    await nextReload();
    expect(await page('/manual/guia/instalacao/')).toContain('href="/manual/guia/configuracao/"');
  });

  it('rebuilds after sidebars.json, redirects.json and the config change', async () => {
    await edit(root, 'sidebars.json', '"label": "Guia"', '"label": "Guia rápido"');
    await nextReload();
    expect(await page('/manual/guia/instalacao/')).toContain('Guia rápido');
    await edit(root, 'redirects.json', '"from": "/guia/instalar"', '"from": "/guia/instalar-antigo"');
    await nextReload();
    expect(
      (await fetch(`${running.origin}/manual/guia/instalar-antigo/`, { redirect: 'manual' })).headers.get('location'),
    ).toBe('/manual/guia/instalacao/');
    await edit(root, 'helpdocs.config.ts', "title: 'Central de Teste'", "title: 'Central Renomeada'");
    await nextReload();
    expect(await page('/manual/guia/')).toContain('Central Renomeada');
  });

  it('shows configuration errors too, then recovers', async () => {
    await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR'", "locale: 'pt_BR'");
    const lines = ((await events.next('build-error')).data as { lines: string[] }).lines;
    expect(lines.join('\n')).toMatch(/helpdocs\.config\.ts: invalid configuration\n.*locale/);
    await edit(root, 'helpdocs.config.ts', "locale: 'pt_BR'", "locale: 'pt-BR'");
    await nextReload();
  });
});

describe('serve --watch on a site without static/ or redirects.json', () => {
  it('picks them up when they appear', async () => {
    const root = await copyFixture('site-mini');
    await rm(path.join(root, 'static'), { recursive: true });
    await rm(path.join(root, 'redirects.json'));
    await edit(root, 'content/guia/instalacao.md', ' e a imagem ![Logo](/img/logo.png)', '');
    const running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
    const events = listenToEvents(`${running.origin}/__helpdocs/events`);
    try {
      await events.opened;
      await writeFile(path.join(root, 'redirects.json'), '[{ "from": "/antigo", "to": "/guia/instalacao" }]');
      await events.next('reload');
      expect((await fetch(`${running.origin}/manual/antigo/`, { redirect: 'manual' })).headers.get('location')).toBe(
        '/manual/guia/instalacao/',
      );
      await mkdir(path.join(root, 'static'));
      await writeFile(path.join(root, 'static', 'leia.txt'), 'arquivo novo');
      await events.next('reload');
      expect(await (await fetch(`${running.origin}/manual/leia.txt`)).text()).toBe('arquivo novo');
    } finally {
      events.close();
      await running.close();
    }
  });
});

describe('serve --watch with changed templates', () => {
  it('compiles the build again from source and reloads', async () => {
    const root = await copyFixture('site-mini');
    const templatesDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-templates-'));
    const reports: number[] = [];
    const watcher = new SiteWatcher({
      root,
      templatesDir,
      templates: new TemplateReloader(packageRoot()),
      report: () => {},
      catchUpMs: 50,
    });
    watcher.onRebuild((report) => reports.push(report.ok ? 1 : 0));
    try {
      await watcher.start();
      const firstSite = watcher.site;
      const rebuilt = new Promise((resolve) => watcher.onRebuild(resolve));
      await writeFile(path.join(templatesDir, 'Layout.tsx'), '// touched\n');
      expect(await rebuilt).toMatchObject({ ok: true, changed: [expect.stringContaining('Layout.tsx')] });
      expect(watcher.site).not.toBe(firstSite);
      expect(watcher.live.version).toBe(2);
      // The build compiled anew still lets the search index lag, then catch up.
      const next = (catchUp: boolean) =>
        new Promise((resolve) => {
          const off = watcher.onRebuild((r) => {
            if (Boolean(r.catchUp) === catchUp) {
              off();
              resolve(r);
            }
          });
        });
      const edited = next(false);
      const caughtUp = next(true);
      await edit(root, 'content/guia/instalacao.md', 'Instale em poucos passos.', 'Instale em um passo.');
      expect(await edited).toMatchObject({ ok: true });
      expect(await caughtUp).toMatchObject({ ok: true, catchUp: true });
    } finally {
      await watcher.close();
    }
  }, 120_000);
});

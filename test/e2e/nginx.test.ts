// nginx with the generated snippet and `helpdocs serve` must answer every path of the help centre
// alike: status, where a redirect leads, and the same bytes for pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { pathForms } from '../../src/output/hosting/rules.js';
import { repoRoot, writeSite } from '../helpers/sites.js';
import { hasNginx, NGINX, startNginx } from '../quality/nginx-server.js';

if (!hasNginx)
  console.warn(`nginx e2e test skipped: ${NGINX} is not installed (apt-get install nginx; .ci/run does it)`);

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

interface Answer {
  status: number;
  location?: string;
  contentType?: string;
  cacheControl?: string;
  /** The security headers, one string. */
  security: string;
  bodyHash: string;
}

function fetchRaw(origin: string, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${target}`, (res) => {
      const hash = createHash('sha1');
      res.on('data', (chunk: Buffer) => hash.update(chunk));
      res.on('end', () => {
        const location = res.headers.location;
        resolve({
          status: res.statusCode ?? 0,
          // nginx sends absolute Locations, serve relative ones: compare where they lead.
          ...(location ? { location: ((u) => u.pathname + u.search)(new URL(location, `${origin}${target}`)) } : {}),
          ...(res.headers['content-type'] ? { contentType: res.headers['content-type'] } : {}),
          ...(res.headers['cache-control'] ? { cacheControl: res.headers['cache-control'] } : {}),
          security: SECURITY_HEADERS.map((name) => `${name}: ${String(res.headers[name])}`).join('\n'),
          bodyHash: hash.digest('hex'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `helpdocs serve` of a built site, from the source, on a free port. */
async function spawnServe(root: string, outDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'test/serve/cli-from-source.ts'),
      'serve',
      '--root',
      root,
      '--out',
      outDir,
      '--port',
      '0',
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(text);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`helpdocs serve exited with ${code}: ${text}`)));
  });
  return { child, origin };
}

/** Where the two answers to `target` differ: status, where a redirect leads, bytes, and headers. */
function differencesOf(target: string, base: string, fromNginx: Answer, fromServe: Answer): string[] {
  const differences: string[] = [];
  const compare = (what: keyof Answer, a: unknown, b: unknown) => {
    if (a !== b) differences.push(`${target}: ${what} nginx=${String(a)} serve=${String(b)}`);
  };
  compare('status', fromNginx.status, fromServe.status);
  compare('location', fromNginx.location, fromServe.location);
  if (fromNginx.status === 200 || fromNginx.status === 404) compare('bodyHash', fromNginx.bodyHash, fromServe.bodyHash);
  if (fromNginx.status === 200) compare('cacheControl', fromNginx.cacheControl, fromServe.cacheControl);
  // Outside the base sits only robots.txt, whose headers the snippet leaves to the server block.
  if ((fromNginx.status === 200 && target.startsWith(base)) || fromNginx.status === 404)
    compare('security', fromNginx.security, fromServe.security);
  if (fromNginx.status === 200 && target.endsWith('/'))
    compare('contentType', fromNginx.contentType, fromServe.contentType);
  return differences;
}

describe.skipIf(!hasNginx)('nginx and helpdocs serve agree on the help centre', () => {
  let dir = '';
  let result: BuildResult;
  let stopNginx: () => Promise<void> = async () => {};
  let helpdocs: ChildProcess | undefined;
  let nginxOrigin = '';
  let serveOrigin = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-nginx-'));
    const outDir = path.join(dir, 'out');
    result = await build({ root: repoRoot, outDir, write: true });
    expect(result.stats.errors).toBe(0);

    const started = await startNginx(outDir, dir);
    stopNginx = started.stop;
    nginxOrigin = started.origin;

    const served = await spawnServe(repoRoot, outDir);
    helpdocs = served.child;
    serveOrigin = served.origin;
  });

  afterAll(async () => {
    await Promise.all([stopNginx(), stop(helpdocs)]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Every path worth asking about: each page and redirect in every form, assets, host files, unknown paths. */
  function paths(): string[] {
    const { site, files } = result;
    const list = new Set<string>([
      '/',
      '/?origem=teste',
      '/manual',
      '/robots.txt',
      '/manual/sitemap.xml',
      '/_redirects',
      '/nginx-helpdocs.conf',
      '/404.html',
      '/manual/404.html',
    ]);
    for (const doc of site.docs) for (const form of pathForms(doc.route)) list.add(form);
    for (const redirect of site.redirects) for (const form of pathForms(redirect.fromRoute)) list.add(form);
    for (const tag of site.tags) list.add(tag.route);
    for (const file of files) if (file.path.includes('/assets/')) list.add(`/${file.path}`);
    // Queries are kept through redirects.
    list.add(`${site.docs[1]!.route}index.html?q=busca#x`);
    list.add(`${site.redirects[0]!.fromRoute.slice(0, -1)}.html?utm=1`);
    // Unknown paths, folders without a page, and near misses.
    for (const unknown of [
      '/manual/nao-existe/',
      '/manual/nao-existe',
      '/manual/nao-existe.html',
      '/manual/nao-existe/index.html',
      '/nao-existe',
      '/manual/usuario/',
      '/manual/assets/',
      '/manual/assets',
      '/manual/assets/nada.css',
      '/manual/tags/nao-existe/',
    ])
      list.add(unknown);
    return [...list];
  }

  it('answers every doc route, redirect, .html and /index.html form and unknown path the same way', async () => {
    const all = paths();
    expect(all.length).toBeGreaterThan(result.site.docs.length * 4);
    const differences: string[] = [];
    const statuses = new Map<number, number>();
    for (const target of all) {
      const [fromNginx, fromServe] = await Promise.all([fetchRaw(nginxOrigin, target), fetchRaw(serveOrigin, target)]);
      statuses.set(fromNginx.status, (statuses.get(fromNginx.status) ?? 0) + 1);
      differences.push(...differencesOf(target, result.config.base, fromNginx, fromServe));
    }
    expect(differences).toEqual([]);
    // The comparison covered pages, redirects and not-found answers alike.
    expect(statuses.get(200)).toBeGreaterThanOrEqual(result.site.docs.length);
    expect(statuses.get(301)).toBeGreaterThanOrEqual(result.site.docs.length * 3);
    expect(statuses.get(404)).toBeGreaterThan(5);
  });

  it('nginx too sends each doc page as UTF-8 HTML with its policy, redirects straight to the final page', async () => {
    const doc = result.site.docs[0]!;
    const page = await fetchRaw(nginxOrigin, doc.route);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.security).toMatch(/^content-security-policy: default-src 'self'; script-src 'self' 'sha256-/);
    for (const redirect of result.site.redirects) {
      for (const form of pathForms(redirect.fromRoute)) {
        const answer = await fetchRaw(nginxOrigin, form);
        expect([form, answer.status, answer.location]).toEqual([form, 301, redirect.toRoute]);
      }
    }
  });
});

describe.skipIf(!hasNginx)('nginx and helpdocs serve agree where pages are x.html files (trailingSlash: false)', () => {
  let dir = '';
  let stopNginx: () => Promise<void> = async () => {};
  let helpdocs: ChildProcess | undefined;

  afterAll(async () => {
    await Promise.all([stopNginx(), stop(helpdocs)]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers each page, its .html, / and /index.html forms, files and unknown paths the same way', async () => {
    const root = await writeSite('nginx-html-pages', {
      'helpdocs.config.ts': "export default { title: 'P', base: '/manual/', locale: 'pt-BR', trailingSlash: false };\n",
      'content/index.md': '# Início\n\n[Guia](guia/index.md)\n',
      'content/guia/index.md': '# Guia\n\n[Instalar](instalar.md)\n',
      'content/guia/instalar.md': '# Instalar\n',
      'redirects.json': '[{ "from": "antigo", "to": "guia/instalar" }]\n',
      'static/legado.html': '<!doctype html><title>Legado</title>\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    dir = path.dirname(root);
    const outDir = path.join(dir, 'out');
    const result = await build({ root, outDir, write: true });
    expect(result.stats.errors).toBe(0);
    const started = await startNginx(outDir, dir);
    stopNginx = started.stop;
    const served = await spawnServe(root, outDir);
    helpdocs = served.child;
    const pages = ['/manual/guia', '/manual/guia/instalar'];
    const targets = [
      '/manual/',
      '/manual',
      '/manual/index.html',
      ...pages.flatMap((page) => [page, `${page}/`, `${page}.html`, `${page}/index.html`, `${page}?q=1`]),
      '/manual/guia/instalar/?q=1',
      '/manual/guia/instalar.html?q=1',
      ...pathForms('/manual/antigo/'),
      '/manual/legado.html',
      '/manual/legado',
      '/manual/img/logo.svg',
      '/manual/img/',
      '/manual/img',
      '/manual/nao-existe',
      '/manual/nao-existe/',
      '/manual/nao-existe.html',
    ];
    const answers = new Map<string, Answer>();
    const differences: string[] = [];
    for (const target of targets) {
      const [fromNginx, fromServe] = await Promise.all([
        fetchRaw(started.origin, target),
        fetchRaw(served.origin, target),
      ]);
      answers.set(target, fromNginx);
      differences.push(...differencesOf(target, '/manual/', fromNginx, fromServe));
    }
    expect(differences).toEqual([]);
    // Each page answers at its address without the slash; its other forms lead there, keeping the query.
    const answer = (target: string) => [answers.get(target)?.status, answers.get(target)?.location];
    expect(answer('/manual/guia/instalar')).toEqual([200, undefined]);
    expect(answer('/manual/guia/instalar/?q=1')).toEqual([301, '/manual/guia/instalar?q=1']);
    expect(answer('/manual/guia/instalar.html?q=1')).toEqual([301, '/manual/guia/instalar?q=1']);
    expect(answer('/manual/guia/')).toEqual([301, '/manual/guia']);
    expect(answer('/manual/')).toEqual([200, undefined]);
    expect(answer('/manual/antigo')).toEqual([301, '/manual/guia/instalar']);
    expect(answer('/manual/legado')).toEqual([200, undefined]);
    expect(answer('/manual/nao-existe')[0]).toBe(404);
  });
});

describe.skipIf(!hasNginx)('nginx serves video captions as WebVTT', () => {
  it('sends a .vtt file as text/vtt with the site headers, as helpdocs serve does', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-nginx-vtt-'));
    const outDir = path.join(dir, 'out');
    const site = await build({ root: path.join(repoRoot, 'test/fixtures/video-site'), outDir, write: true });
    expect(site.stats.errors).toBe(0);
    const nginx = await startNginx(outDir, dir);
    try {
      const captions = await fetchRaw(nginx.origin, '/manual/videos/tour.vtt');
      expect(captions.status).toBe(200);
      expect(captions.contentType).toBe('text/vtt; charset=utf-8');
      expect(captions.cacheControl).toBe('no-cache');
      expect(captions.security).toMatch(/^content-security-policy: default-src 'self'/);
    } finally {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

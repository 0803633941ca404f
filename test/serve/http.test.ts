import { request } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { fixtures } from '../helpers/sites.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let running: RunningServe;

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${running.origin}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const root = path.join(fixtures, 'site-mini');
  const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-serve-')), 'out');
  const result = await build({ root, outDir, write: true });
  expect(result.stats.errors).toBe(0);
  running = await serve({ root, outDir, host: '127.0.0.1', port: 0, watch: false, open: false, report: () => {} });
});

afterAll(() => running?.close());

describe('helpdocs serve over HTTP', () => {
  it('prints the base as the address and answers on 127.0.0.1', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/manual\/$/);
  });

  it('sends pages as UTF-8 HTML, revalidated on every visit, and nothing injected', async () => {
    const page = await get('/manual/guia/instalacao/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<h1>Instalação</h1>');
    expect(page.body.toString()).not.toContain('data-helpdocs-live');
  });

  it('gives every kind of file its content type and charset', async () => {
    const css = (await get('/manual/')).body.toString().match(/href="(\/manual\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeDefined();
    const types = await Promise.all(
      ['/manual/sitemap.xml', '/robots.txt', '/manual/img/logo.png', css!].map(
        async (p) => (await get(p)).headers['content-type'],
      ),
    );
    expect(types).toEqual([
      'application/xml; charset=utf-8',
      'text/plain; charset=utf-8',
      'image/png',
      'text/css; charset=utf-8',
    ]);
  });

  it('caches hashed assets for a year', async () => {
    const css = (await get('/manual/')).body.toString().match(/href="(\/manual\/assets\/[^"]+\.css)"/)![1]!;
    expect((await get(css)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the ETag still matches, 200 when it does not', async () => {
    const first = await get('/manual/guia/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/manual/guia/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await get('/manual/guia/', { 'if-none-match': '"outro"' })).status).toBe(200);
  });

  it('compresses text with brotli or gzip as the client asks, never images', async () => {
    const plain = await get('/manual/guia/instalacao/');
    const br = await get('/manual/guia/instalacao/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get('/manual/guia/instalacao/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(
      (await get('/manual/img/logo.png', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('answers HEAD with the headers only', async () => {
    const head = await get('/manual/guia/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toHaveLength(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const answer = await get('/manual/', {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it("sends the site's own response headers from _headers, as the hosts do", async () => {
    for (const path of ['/manual/guia/', '/manual/nao-existe/']) {
      const answer = await get(path);
      expect(String(answer.headers['content-security-policy'])).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-/,
      );
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await get('/_headers')).status).toBe(404);
  });

  it('serves the not-found page with status 404 and redirects with 301', async () => {
    const missing = await get('/manual/nao-existe/');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Página não encontrada');
    const moved = await get('/manual/guia/instalar.html?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/manual/guia/instalacao/?x=1');
    expect((await get('/')).headers.location).toBe('/manual/');
  });
});

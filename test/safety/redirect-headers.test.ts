// No request can make a redirect carry a header or leave the site: `Location` never holds CR, LF or
// `\`, and never starts with `//` (browsers read `/\host` and `//host` as another site). Checked
// against real nginx with the generated snippet (with and without `absolute_redirect off`, usual
// behind a TLS proxy) and against `helpdocs serve`, for a site under a base and one at the host root.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { edit } from '../helpers/sites.js';
import { hasNginx, startNginx } from '../quality/nginx-server.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

/** The raw response head of one request: header lines split only at CRLF, so a bare CR stays visible. */
function rawHead(origin: string, target: string): Promise<string> {
  const { port, hostname } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: docs.example\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
  });
}

/** Request targets a link could carry (curl --path-as-is sends them as they are). */
function attacks(base: string): string[] {
  const b = base.slice(0, -1);
  return [
    `${b}/x%0dSet-Cookie:%20hd=pwned;%20Path=/%0d/index.html`,
    `${b}/x%0aSet-Cookie:%20hd=pwned/index.html`,
    `${b}/x%0d%0aSet-Cookie:%20hd=pwned/index.html?a=1`,
    `${b}/%5cevil.example/index.html`,
    `${b}/%5c%5cevil.example/index.html`,
    `${b}/\\evil.example/index.html`,
    `${b}//evil.example/index.html`,
    `${b}/%2fevil.example/index.html`,
    `/%5cevil.example/index.html`,
    `//evil.example/index.html`,
    `//evil.example/..${b}/guia/index.html`,
    `${b}/x%0dSet-Cookie:%20hd=pwned/..%2f/guia.html`,
    `${b}/x%0dSet-Cookie:%20hd=pwned/../../guia.html`,
    `/%5cevil.example/..${b}/guia.html`,
    `${b}/guia/index.html?%0dSet-Cookie:x`,
  ];
}

function checkHead(head: string, origin: string, target: string): void {
  const lines = head.split('\r\n');
  expect(
    lines.filter((line) => /^set-cookie:/i.test(line)),
    target,
  ).toEqual([]);
  const location = lines.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
  if (location === undefined) return;
  expect(location, target).not.toMatch(/[\r\n\\]/);
  expect(location, target).not.toMatch(/^\/\//);
  // Requests say `Host: docs.example`, so nginx's absolute Locations name it.
  const site = new URL(origin);
  site.hostname = 'docs.example';
  expect(new URL(location, site).origin, target).toBe(site.origin);
}

for (const base of ['/manual/', '/']) {
  describe(`redirects cannot carry a header or leave the site (base ${base})`, () => {
    let root = '';
    let work = '';
    let running: RunningServe | undefined;
    const stops: Array<() => Promise<void>> = [];
    const origins: Record<string, string> = {};

    beforeAll(async () => {
      root = await sites.copy();
      if (base === '/') await edit(root, 'helpdocs.config.ts', "base: '/manual/'", "base: '/'");
      expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
      const outDir = path.join(root, 'out');
      running = await serve({ root, outDir, host: '127.0.0.1', port: 0, watch: false, open: false, report: () => {} });
      origins.serve = running.origin;
      if (hasNginx) {
        work = await mkdtemp(path.join(tmpdir(), 'helpdocs-redirect-nginx-'));
        for (const [name, directives] of [
          ['nginx', ''],
          ['nginx, absolute_redirect off', 'absolute_redirect off;'],
        ] as const) {
          const dir = path.join(work, String(stops.length));
          await mkdir(dir);
          const nginx = await startNginx(outDir, dir, directives);
          stops.push(nginx.stop);
          origins[name] = nginx.origin;
        }
      }
    }, 60_000);
    afterAll(async () => {
      await running?.close();
      await Promise.all(stops.map((stop) => stop()));
      if (work) await rm(work, { recursive: true, force: true });
    });

    it.skipIf(!hasNginx)('the snippet still redirects …/index.html and ….html to the folder', async () => {
      for (const name of ['nginx', 'nginx, absolute_redirect off', 'serve']) {
        const origin = origins[name] ?? '';
        const index = await rawHead(origin, `${base}guia/index.html?a=1`);
        expect(index, name).toMatch(/^HTTP\/1\.1 301/);
        expect(index, name).toMatch(new RegExp(`\\r\\nlocation: (http://[^/]+)?${base}guia/\\?a=1\\r?$`, 'im'));
        const html = await rawHead(origin, `${base}guia.html`);
        expect(html, name).toMatch(new RegExp(`\\r\\nlocation: (http://[^/]+)?${base}guia/\\r?$`, 'im'));
      }
    });

    for (const target of attacks(base)) {
      it(target, async () => {
        for (const [name, origin] of Object.entries(origins)) {
          const head = await rawHead(origin, target);
          expect(head, `${name} ${target}`).toMatch(/^HTTP\/1\.1 \d{3}/);
          checkHead(head, origin, `${name} ${target}`);
        }
      });
    }
  });
}

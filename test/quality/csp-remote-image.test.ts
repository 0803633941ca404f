// Gate: a site's extra CSP sources reach the browser. An image from a host the config allows loads;
// one from another origin is blocked by the same policy, sent as a header and carried in <meta>.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { headersForPath, parseHeadersFile } from '../../src/output/hosting/headers-file.js';
import { launchChromium, serveStatic } from '../e2e/harness.js';
import { copyFixture, edit } from '../helpers/sites.js';
import { watchCspViolations } from './csp-watch.js';

// A 2×1 PNG, so a loaded image has a width the test can read.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DAwMDAwAAAEgQBAZ5nC5sAAAAASUVORK5CYII=',
  'base64',
);

let images: Server;
let site: Server;
let browser: Browser;
let root = '';
let out = '';
let origin = '';

beforeAll(async () => {
  images = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const port = (images.address() as AddressInfo).port;
  root = await copyFixture('plugins-site');
  // The same server under two origins: 127.0.0.1 is allowed, localhost is not.
  await edit(
    root,
    'helpdocs.config.ts',
    "locale: 'en',",
    `locale: 'en',\n  csp: { 'img-src': ['http://127.0.0.1:${port}'] },`,
  );
  await writeFile(
    path.join(root, 'content/remote.md'),
    `---\ntitle: Remote ` +
      `images\n---\n\n![Allowed](http://127.0.0.1:${port}/allowed.png)` +
      `\n\n![Refused](http://localhost:${port}/refused.png)\n`,
  );
  out = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-csp-remote-')), 'out');
  const result = await build({ root, outDir: out, write: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const rules = parseHeadersFile(await readFile(path.join(out, '_headers'), 'utf8'));
  site = await serveStatic(out, result.config.base, (pathname) => headersForPath(rules, pathname));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  images?.close();
  await Promise.all([root, out].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('config csp img-src', () => {
  it('is in the header, the <meta> policy and the nginx snippet', async () => {
    const port = (images.address() as AddressInfo).port;
    const header = headersForPath(parseHeadersFile(await readFile(path.join(out, '_headers'), 'utf8')), '/docs/')[
      'content-security-policy'
    ];
    expect(header).toContain(`img-src 'self' data: http://127.0.0.1:${port};`);
    expect(await readFile(path.join(out, 'docs/remote/index.html'), 'utf8')).toContain(
      `img-src &#x27;self&#x27; data: http://127.0.0.1:${port};`,
    );
    expect(await readFile(path.join(out, 'nginx-helpdocs.conf'), 'utf8')).toContain(
      `img-src 'self' data: http://127.0.0.1:${port};`,
    );
  });

  it("lets the allowed host's image load in Chromium and blocks another origin's", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${origin}/docs/remote/`, { waitUntil: 'networkidle' });
    const width = (alt: string) =>
      page.locator(`img[alt="${alt}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(await width('Allowed')).toBe(2);
    expect(await width('Refused')).toBe(0);
    const port = (images.address() as AddressInfo).port;
    expect(violations.some((text) => text.includes(`blocked http://localhost:${port}/refused.png`))).toBe(true);
    expect(violations.filter((text) => text.includes(`:${port}/allowed.png`))).toEqual([]);
    await context.close();
  });
});

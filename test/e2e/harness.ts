// Browser test harness: build a site into a temporary folder once per test file, serve it on
// 127.0.0.1 with a tiny static server, and drive Debian's Chromium through playwright-core.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/build.js';
import { headersForPath, parseHeadersFile } from '../../src/output/hosting/headers-file.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixtureRoot = (name: string) => fileURLToPath(new URL(`../fixtures/${name}/`, import.meta.url));
const screenshotsDir = path.join(repoRoot, 'test-results', 'screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ColourMode = 'light' | 'dark';

export interface OpenOptions {
  width?: number;
  height?: number;
  /** Saved before the page loads, as a returning reader's choice would be. */
  colourMode?: ColourMode;
  /** Extra localStorage entries present before the page loads. */
  storage?: Record<string, string>;
  javaScript?: boolean;
  reducedMotion?: boolean;
  /** Reuse a context (tabs that share storage). */
  context?: BrowserContext;
}

export interface TestSite {
  origin: string;
  base: string;
  outDir: string;
  browser: Browser;
  /** Absolute URL of a route, e.g. `url('/manual/')`. */
  url(route: string): string;
  /** A new page (in a fresh context unless one is given) showing `route`. */
  open(route: string, options?: OpenOptions): Promise<{ page: Page; context: BrowserContext }>;
  newContext(options?: OpenOptions): Promise<BrowserContext>;
  /** Builds another site folder into the same web root (same origin, so storage carries over). */
  rebuild(root: string): Promise<void>;
  /** Saves a PNG under test-results/screenshots/ and returns its path. */
  screenshot(page: Page, name: string, fullPage?: boolean): Promise<string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};

/**
 * `/x/` → `x/index.html`, `/x` → a redirect to `/x/`; anything missing → the site's 404 page with status
 * 404. `headersFor` adds response headers by request path (the site's `_headers`, as Netlify or
 * Cloudflare send them).
 */
export function serveStatic(
  root: string,
  base: string,
  headersFor: (pathname: string) => Record<string, string> = () => ({}),
  /** `/x` is `x.html` when there is one, as GitHub Pages and Netlify answer (a site with trailingSlash: false). */
  cleanUrls = false,
): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const relative = path.normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      const file = path.join(root, relative);
      // Read whole before answering: a test may rebuild the site (swapping out/) while the page still
      // fetches, and a file gone (or a folder: EISDIR) is then a 404, not a crash.
      const clean = cleanUrls && !pathname.endsWith('/') && path.extname(pathname) === '' ? `${file}.html` : undefined;
      const read = (at: string) => (at.startsWith(root) ? readFile(at).catch(() => undefined) : undefined);
      const cleanContents = clean ? await read(clean) : undefined;
      const contents = cleanContents ?? (await read(file));
      // A folder asked for without its slash gets one, as static hosts answer (`/team` → `/team/`).
      if (!contents && file.startsWith(root) && existsSync(path.join(file, 'index.html'))) {
        response.writeHead(301, { location: `${pathname}/` });
        response.end();
        return;
      }
      const target = cleanContents && clean ? clean : contents ? file : path.join(root, base, '404.html');
      const body = contents ?? (await readFile(target).catch(() => Buffer.from('Not found')));
      response.writeHead(contents ? 200 : 404, {
        'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...headersFor(pathname),
      });
      response.end(body);
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function buildInto(root: string, outDir: string) {
  const result = await build({ root, outDir, write: true });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    throw new Error(`site build failed: ${errors.map((e) => `${e.file}:${e.line} ${e.message}`).join('; ')}`);
  return result;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface SiteOptions {
  /** Send the headers of the built `_headers` file (the CSP among them) with every response. */
  hostHeaders?: boolean;
}

/**
 * Waits until the page's scripts have started. They start once the page is painted
 * (templates/StartScripts.tsx), which can be after the load event `goto` waits for.
 */
export async function scriptsStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('script[data-start]') || document.documentElement.hasAttribute('data-enhanced'),
  );
}

/** Contexts that run the pages' scripts (not opened with `javaScript: false`). */
const scriptingContexts = new WeakSet<BrowserContext>();

/** Builds the site at `root` once, serves it and starts Chromium; everything is torn down after the file's tests. */
export function useSite(root: string = repoRoot, options: SiteOptions = {}): TestSite {
  const site = {} as TestSite;
  let server: Server | undefined;
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-e2e-'));
    const result = await buildInto(root, path.join(outDir, 'out'));
    const webRoot = path.join(outDir, 'out');
    const base = result.config.base;
    const rules = options.hostHeaders ? parseHeadersFile(await readFile(path.join(webRoot, '_headers'), 'utf8')) : [];
    const cleanUrls = result.config.trailingSlash === false;
    server = await serveStatic(webRoot, base, (pathname) => headersForPath(rules, pathname), cleanUrls);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await launchChromium();
    const newContext = async (options: OpenOptions = {}) => {
      const storage = { ...(options.colourMode ? { theme: options.colourMode } : {}), ...options.storage };
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        javaScriptEnabled: options.javaScript ?? true,
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        locale: 'pt-BR',
        // Seeded once for the whole context, like a returning reader's saved choices.
        storageState: {
          cookies: [],
          origins: [{ origin, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }],
        },
      });
      if (options.javaScript !== false) scriptingContexts.add(context);
      return context;
    };
    Object.assign(site, {
      origin,
      base,
      outDir: webRoot,
      browser,
      url: (route: string) => new URL(route, origin).href,
      newContext,
      rebuild: async (other: string) => void (await buildInto(other, webRoot)),
      async open(route: string, options: OpenOptions = {}) {
        const context = options.context ?? (await newContext(options));
        const page = await context.newPage();
        if (options.context)
          await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
        await page.goto(new URL(route, origin).href);
        if (scriptingContexts.has(context)) await scriptsStarted(page);
        return { page, context };
      },
      async screenshot(page: Page, name: string, fullPage = false) {
        await mkdir(screenshotsDir, { recursive: true });
        const file = path.join(screenshotsDir, `${name}.png`);
        await page.screenshot({ path: file, fullPage });
        return file;
      },
    } satisfies TestSite);
  });
  afterAll(async () => {
    await site.browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });
  return site;
}

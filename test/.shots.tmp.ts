import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchChromium, serveStatic } from './e2e/harness.js';

const root = path.resolve('out');
const server = await serveStatic(root, '/manual/');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const route = process.argv[2] ?? '/manual/';
const name = process.argv[3] ?? 'home';
for (const width of [375, 1280])
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'theme', value: mode }] }] },
    });
    const page = await context.newPage();
    await page.goto(origin + route);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/front/${name}-${width}-${mode}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/front/${name}-${width}-${mode}-top.png` });
    await context.close();
  }
await browser.close();
server.close();

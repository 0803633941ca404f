// Not a test (timings are never asserted): types the query suite into the navbar box of the built
// help centre in Chromium and reports, per keystroke that changed the results, the time from the
// key press to the results in the DOM and to the next frame. Also the first-use download time.
//   npx tsx test/search/measure-latency.ts
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build.js';
import { launchChromium, repoRoot, serveStatic } from '../e2e/harness.js';

interface Timing {
  dom: number;
  frame: number;
}

const queries = (
  JSON.parse(await readFile(path.join(repoRoot, 'test/search-queries.json'), 'utf8')) as Array<{ query: string }>
).map((q) => q.query);
const outDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-search-latency-'));
const result = await build({ root: repoRoot, outDir, write: true });
const server = await serveStatic(outDir, result.config.base);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/manual/usuario/inicio/intro/`);
  await page.evaluate(() => {
    const state = { pressed: 0, seen: true, timings: [] as Array<{ dom: number; frame: number }> };
    (window as unknown as { __latency: typeof state }).__latency = state;
    document.addEventListener(
      'keydown',
      (event) => {
        state.pressed = event.timeStamp;
        state.seen = false;
      },
      true,
    );
    new MutationObserver(() => {
      if (state.seen) return;
      state.seen = true;
      const dom = performance.now() - state.pressed;
      requestAnimationFrame(() => state.timings.push({ dom, frame: performance.now() - state.pressed }));
    }).observe(document.querySelector('.search-panel')!, { childList: true, subtree: true, characterData: true });
  });
  const box = page.locator('#search-box-input');
  const started = Date.now();
  await box.focus();
  await page.waitForFunction(() => !document.querySelector('.search-status'));
  const firstUse = Date.now() - started;
  for (const query of queries) {
    await box.fill('');
    await page.keyboard.type(query, { delay: 30 });
    await page.waitForTimeout(50);
  }
  const timings = await page.evaluate(
    () => (window as unknown as { __latency: { timings: Timing[] } }).__latency.timings,
  );
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    return `median ${at(0.5)} ms · p95 ${at(0.95)} ms · max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  console.log(`first use (focus → engine, manifest, index and store loaded): ${firstUse} ms`);
  console.log(`${timings.length} keystrokes that changed the results`);
  console.log(`key press → results in the DOM: ${stats(timings.map((t) => t.dom))}`);
  console.log(`key press → next frame:         ${stats(timings.map((t) => t.frame))}`);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}

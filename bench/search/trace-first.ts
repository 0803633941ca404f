// Where the time of a first query goes: resource timings and long tasks of /manual/busca/?q=… at 4× CPU.
//   npx tsx bench/search/trace-first.ts --out bench/.work/out-help --q "nota fiscal" [--runs 3]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveStatic } from '../page-weight/static-server.js';
import { chromiumPath } from '../page-weight-browser.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    q: { type: 'string', default: 'nota fiscal' },
    runs: { type: 'string', default: '2' },
    throttle: { type: 'string', default: '4' },
  },
});
const root = { dir: path.join(values.out!, 'manual'), base: '/manual/' };
const server = await serveStatic(root);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { marks: Array<[string, number]>; longTasks: Array<[number, number]> };
      w.marks = [];
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      let seen = false;
      new MutationObserver(() => {
        if (!seen && document.querySelector('.search-page-hits li')) {
          seen = true;
          w.marks.push(['first result', Math.round(performance.now())]);
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await page.goto(`${server.origin}/manual/busca/?q=${encodeURIComponent(values.q)}`);
    await page.waitForSelector('[data-island="search-page"][data-hydrated]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate(() => {
      const w = window as unknown as { marks: Array<[string, number]>; longTasks: Array<[number, number]> };
      const res = performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${r.name.replace(location.origin, '')}`;
      });
      const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const steps = nav
        ? (['responseEnd', 'domInteractive', 'domContentLoadedEventStart', 'domContentLoadedEventEnd'] as const).map(
            (step) => `${step} ${Math.round(nav[step])}`,
          )
        : [];
      return { res, paint: [...steps, ...paint], marks: w.marks, longTasks: w.longTasks };
    });
    console.log(`--- run ${run}`);
    console.log(report.paint.join('\n'));
    console.log(report.res.join('\n'));
    console.log('long tasks', JSON.stringify(report.longTasks));
    console.log('marks', JSON.stringify(report.marks));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

// DESIGN §5's Lighthouse figure, read from the reports `npm run test:lighthouse` leaves in
// .lighthouse/ (<page>-<preset>-<run>.json): the bench does not run Lighthouse twice.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface LighthouseFigure {
  page: string;
  preset: string;
  runs: number;
  /** Median performance score (0–100) and median LCP over the runs. */
  performance: number;
  lcpMs: number;
}

export interface LighthouseFigures {
  /** When the newest report was written. */
  date: string;
  figures: LighthouseFigure[];
}

const REPORT = /^(.+)-(mobile|desktop)-(\d+)\.json$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function lighthouseFigures(dir: string): Promise<LighthouseFigures | undefined> {
  if (!existsSync(dir)) return undefined;
  const runs = new Map<string, { page: string; preset: string; performance: number[]; lcp: number[] }>();
  let newest = 0;
  for (const name of (await readdir(dir)).sort()) {
    const match = REPORT.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    newest = Math.max(newest, (await stat(file)).mtimeMs);
    const lhr = JSON.parse(await readFile(file, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const key = `${match[1]} ${match[2]}`;
    const entry = runs.get(key) ?? { page: match[1]!, preset: match[2]!, performance: [], lcp: [] };
    entry.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    entry.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    runs.set(key, entry);
  }
  if (runs.size === 0) return undefined;
  return {
    date: new Date(newest).toISOString(),
    figures: [...runs.values()].map((r) => ({
      page: r.page,
      preset: r.preset,
      runs: r.performance.length,
      performance: median(r.performance),
      lcpMs: median(r.lcp),
    })),
  };
}

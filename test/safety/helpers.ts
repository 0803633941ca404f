import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { launchChromium, serveStatic } from '../e2e/harness.js';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture } from '../helpers/sites.js';

/** Copies of site-mini made by one test file, removed when it ends. */
export function fixtureSites() {
  const made: string[] = [];
  afterAll(async () => {
    // Retried: once in CI a copy's folder was not empty when its last entry had gone (ENOTEMPTY).
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
  });
  return {
    async copy(name = 'site-mini'): Promise<string> {
      const root = await copyFixture(name);
      made.push(root);
      return root;
    },
    /** Removed at the end too (folders a test makes beside a site). */
    track(dir: string): string {
      made.push(dir);
      return dir;
    },
  };
}

/** Runs the CLI in this process and returns its exit code and what it printed. */
export async function helpdocs(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { io, out, err } = captureIo();
  const code = await main(['node', 'helpdocs', ...args], io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every file under a folder with its size and modification time: equal snapshots mean untouched. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file);
    result[path.relative(dir, file)] =
      `${info.size}:${info.mtimeMs}:${(await readFile(file)).toString('base64').slice(0, 32)}`;
  }
  return result;
}

export interface Served {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** A built site's out/ on a static host that sends no headers (no CSP, no nosniff), and Chromium to read it. */
export async function servedInChromium(outDir: string): Promise<Served> {
  const server = await serveStatic(outDir, '/manual/');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Debian's Chromium with a DevTools port, for tools that drive it themselves (Lighthouse).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts Chromium on a free DevTools port (it writes the port into its profile folder). */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'helpdocs-chromium-'));
  const child = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`${CHROMIUM} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${CHROMIUM} opened no DevTools port within 30 s`);
    port =
      Number((await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '')).split('\n')[0]) || 0;
    if (!port) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// Time from one page saved to the reload event of `helpdocs serve --watch`, as a writer sees it.
import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spreadOf, type Spread } from './measure/stats.js';

const EVENTS_PATH = '/__helpdocs/events';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Opens the event stream and calls `onEvent` with each event's name as it arrives. */
function listen(url: string, onEvent: (name: string) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const attempt = (left: number) => {
      const request = get(url, (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (name) onEvent(name);
          }
        });
        resolve(() => request.destroy());
      });
      request.on('error', (error) => (left > 0 ? setTimeout(() => attempt(left - 1), 200) : reject(error)));
    };
    attempt(100);
  });
}

/** Edits one page of a copy of `siteRoot` `edits` times under serve --watch; medians of save → reload. */
export async function watchReloadLatency(
  repoRoot: string,
  siteRoot: string,
  pageFile: string,
  edits = 7,
): Promise<Spread & { samples: number[] }> {
  const copy = await mkdtemp(path.join(tmpdir(), 'helpdocs-bench-watch-'));
  await cp(siteRoot, copy, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|out|\.git|bench|test|dist)$/.test(path.relative(siteRoot, source)),
  });
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'bin/helpdocs.js'), 'serve', '--watch', '--root', copy, '--port', String(port)],
    { stdio: 'ignore' },
  );
  const samples: number[] = [];
  try {
    let waiting: ((name: string) => void) | undefined;
    const events: string[] = [];
    const stop = await listen(`http://127.0.0.1:${port}${EVENTS_PATH}`, (name) =>
      waiting ? waiting(name) : events.push(name),
    );
    const page = path.join(copy, pageFile);
    const original = await readFile(page, 'utf8');
    for (let i = 0; i < edits; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const reloaded = new Promise<number>((resolve) => {
        waiting = (name) => name === 'reload' && resolve(performance.now());
      });
      const saved = performance.now();
      await appendFile(page, `\nParágrafo de teste ${i}.\n`);
      samples.push((await reloaded) - saved);
      waiting = undefined;
    }
    stop();
    void original;
  } finally {
    server.kill();
  }
  return { ...spreadOf(samples), samples };
}

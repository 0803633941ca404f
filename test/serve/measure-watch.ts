// Not a test: measures `helpdocs serve --watch` on a copy of the help centre. One page is edited 20
// times, 3 s apart; prints, per edit, the server's "rebuilt in" time (change seen → reload sent),
// the server process's CPU time, and the time from writing the file to receiving the reload event.
//   npm run prepare && NODE_ENV=production npx tsx test/serve/measure-watch.ts
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../helpers/sites.js';
import { listenToEvents } from './sse.js';

const EDITS = 20;
const PAGE = 'content/usuario/modulos/vendas/analise/funil.md';

const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-measure-'));
for (const part of ['content', 'sidebars.json', 'redirects.json', 'helpdocs.config.ts'])
  await cp(path.join(repoRoot, part), path.join(root, part), { recursive: true });
const file = path.join(root, PAGE);
const original = await readFile(file, 'utf8');

const child = spawn(
  process.execPath,
  [path.join(repoRoot, 'bin/helpdocs.js'), 'serve', '--watch', '--root', root, '--port', '0'],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
let log = '';
const origin = await new Promise<string>((resolve) =>
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    const found = /serving (http:\/\/[\d.:]+)\//.exec(log);
    if (found) resolve(found[1]!);
  }),
);
/** CPU time of the server process (all threads), from /proc, in ms. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const events = listenToEvents(`${origin}/__helpdocs/events`);
await events.opened;
await events.next('hello');
const server: number[] = [];
const cpu: number[] = [];
const client: number[] = [];
for (let i = 0; i < EDITS; i++) {
  const logAt = log.length;
  const cpuAt = cpuMs();
  const started = performance.now();
  await writeFile(file, `${original}\n\nParágrafo de teste ${i}.\n`);
  await events.next('reload');
  client.push(Math.round(performance.now() - started));
  cpu.push(cpuMs() - cpuAt);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  server.push(Number(/rebuilt in (\d+) ms/.exec(log.slice(logAt))?.[1]));
  events.seen.length = 0;
}
events.close();
child.kill('SIGTERM');
await rm(root, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (label: string, values: number[]) =>
  console.log(`${label}: ${values.join(' ')} | median ${median(values)} max ${Math.max(...values)}`);
line('change seen → reload sent (ms)', server);
line('server CPU per rebuild (ms, 10 ms ticks)', cpu);
line('file written → reload received (ms)', client);

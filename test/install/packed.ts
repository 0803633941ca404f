// Running commands as a new user does, on the package as npm would publish it: a shell without the
// npm variables of the `npm test` around it, and a clone of the repository to pack from.
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repoRoot } from '../helpers/sites.js';

const exec = promisify(execFile);
export const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

// A new user's shell: no npm lifecycle variables from the `npm test` around us, CI set, no stdin.
export const env = Object.fromEntries(
  Object.entries({ ...process.env, CI: 'true', NODE_ENV: '' }).filter(
    ([name]) => !/^npm_(lifecycle|package|command|config_(prefix|global))/i.test(name),
  ),
);
export const FAST = ['--prefer-offline', '--no-audit', '--no-fund'];

export async function run(cwd: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/**
 * A copy of the repository's files (what a fresh clone has) with this checkout's node_modules, so
 * the prepack build writes its dist/ there and never under the tests that use this checkout's dist/.
 */
export async function cloneOfRepository(into: string): Promise<string> {
  const listed = await run(repoRoot, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  for (const file of listed.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(into, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  return into;
}

/** Starts a preview server, waits for the address it prints, loads it, then stops it. */
export async function serveOnce(cwd: string, command: string): Promise<string> {
  const child = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let printed = '';
      const timer = setTimeout(() => reject(new Error(`${command}: no address after 60 s:\n${printed}`)), 60_000);
      const read = (chunk: Buffer) => {
        printed += chunk.toString('utf8');
        const found = /http:\/\/[^\s]+/.exec(printed);
        if (found) {
          clearTimeout(timer);
          resolve(found[0]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${printed}`)));
    });
    const response = await fetch(address);
    expect(response.status, `${command}: ${address}`).toBe(200);
    return await response.text();
  } finally {
    // The server and its children: the process group this test started.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  }
}

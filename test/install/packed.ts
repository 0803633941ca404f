// Running commands as a new user does, on the package as npm would publish it: a shell without the
// npm variables of the `npm test` around it, and a clone of the repository to pack from.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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

// GNU time reports the user and system CPU of a command including every descendant it waited for,
// which /proc sampling can only approximate. Used when /usr/bin/time exists.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

export const gnuTimePath = '/usr/bin/time';

export function hasGnuTime(): boolean {
  return existsSync(gnuTimePath);
}

/** Arguments that make GNU time write "user sys" seconds to `reportFile`. */
export function gnuTimeArgs(reportFile: string, command: string, args: readonly string[]): string[] {
  return ['-o', reportFile, '-f', '%U %S', command, ...args];
}

export interface GnuTimeReport {
  readonly userMs: number;
  readonly sysMs: number;
}

export async function readGnuTimeReport(reportFile: string): Promise<GnuTimeReport> {
  const text = await readFile(reportFile, 'utf8');
  // When the command fails, GNU time writes "Command exited with non-zero status N" first.
  const last = text.trim().split('\n').at(-1) ?? '';
  const [user, sys] = last.split(' ').map(Number);
  if (user === undefined || sys === undefined || Number.isNaN(user) || Number.isNaN(sys)) {
    throw new Error(`Unexpected GNU time report: ${JSON.stringify(text)}`);
  }
  return { userMs: Math.round(user * 1000), sysMs: Math.round(sys * 1000) };
}

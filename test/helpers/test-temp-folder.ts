// Every temporary folder the tests make (os.tmpdir()) goes into one folder of this run, removed when the run ends:
// the tests make thousands (a fixture site copied per test), and a CI machine kept them all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  // Each project of the config runs this: the first one's folder serves them all.
  if (path.basename(tmpdir()).startsWith('helpdocs-tests-')) return () => {};
  const folder = mkdtempSync(path.join(tmpdir(), 'helpdocs-tests-'));
  // Read by os.tmpdir() in every test process, which starts after this (POSIX; TMP and TEMP on Windows).
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

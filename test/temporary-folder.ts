// Every temporary folder of a test run (copied fixtures, builds, browser profiles) goes in one folder of the run,
// removed when it ends: thousands of them otherwise pile up in the system's temporary folder, and slow whatever
// lists it (a build whose out/ sits there lists its parent for other builds' folders).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Set while a run's folder is in use: each project's setup, and a test run started by a test, share it. */
const MARK = 'HELPDOCS_TEST_TMPDIR';

export default function setup(): () => void {
  if (process.env[MARK]) return () => {};
  // A short name: Chromium's profile puts a Unix socket in it, whose path may not pass 107 bytes.
  const dir = mkdtempSync(path.join(tmpdir(), 'hdt-'));
  // Read by os.tmpdir() in the test processes, which start after this.
  for (const name of ['TMPDIR', 'TMP', 'TEMP', MARK]) process.env[name] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

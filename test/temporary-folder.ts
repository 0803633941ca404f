// Every temporary folder of a test run (copied fixtures, builds, browser profiles) goes in one folder of the run,
// removed when it ends: thousands of them otherwise pile up in the system's temporary folder, and slow whatever
// lists it (a build whose out/ sits there lists its parent for other builds' folders).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'helpdocs-tests-'));
  // Read by os.tmpdir() in the test processes, which start after this.
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

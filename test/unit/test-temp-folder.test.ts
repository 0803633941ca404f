// The tests' temporary folders live in one folder of the run, which the run removes (test/helpers/test-temp-folder.ts).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it("makes the tests' temporary folders inside one folder of this run", () => {
  expect(path.basename(tmpdir())).toMatch(/^helpdocs-tests-/);
});

// A build's writer that never finishes on its own, for the signal tests: `slow-writer.ts <out>`.
import { writeAtomically } from '../../src/output/write.js';

async function* slowFiles() {
  yield { path: 'manual/index.html', contents: 'new' };
  process.stdout.write('writing\n');
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  yield { path: 'manual/late.html', contents: 'late' };
}

await writeAtomically(process.argv[2]!, slowFiles());

// Generates a deterministic pt-BR documentation site for the benchmarks:
//   npx tsx bench/gen-corpus.ts --pages 1000 --out bench/.work/corpus-1000 [--seed helpdocs]
// 93 pages reproduce the help centre's tree; other sizes grow a deeper synthetic tree.
import { parseArgs } from 'node:util';
import { generateCorpus, type CorpusOptions } from './corpus/generate.js';
import { wordCount } from './corpus/prose.js';
import { writeCorpus } from './corpus/write-files.js';

export const defaultSeed = 'helpdocs';

export async function generateCorpusTo(outDir: string, options: CorpusOptions): Promise<void> {
  await writeCorpus(outDir, generateCorpus(options));
}

function parseCli(argv: readonly string[]): CorpusOptions & { out: string } {
  const { values } = parseArgs({
    args: [...argv],
    options: { pages: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string', default: defaultSeed } },
    strict: true,
  });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1) throw new Error('--pages must be a positive integer');
  if (values.out === undefined) throw new Error('--out is required');
  return { pages, out: values.out, seed: values.seed };
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  const files = generateCorpus(options);
  await writeCorpus(options.out, files);
  const pages = files.filter((file) => file.path.startsWith('content/'));
  const words = pages.map((file) => wordCount(file.content.replace(/```[\s\S]*?```/g, '')));
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  console.log(
    `${pages.length} pages, ${Math.min(...words)}–${Math.max(...words)} words ` +
      `(mean ${Math.round(words.reduce((a, b) => a + b, 0) / words.length)}), ` +
      `${(bytes / 1024).toFixed(0)} KiB → ${options.out}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

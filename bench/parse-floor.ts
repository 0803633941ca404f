// The floor under a cold build: how long remark's tokenizer alone takes on a site's Markdown or MDX,
// in one thread and in two threads at once (each parsing the whole set), against a loop that only
// computes. On a machine where allocating threads slow each other down, the second core gives less
// than twice the work, and no build that parses with micromark can be faster than this.
//
//   npx tsx bench/parse-floor.ts --format md|mdx --runs 5 <file or folder>...
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import { mdxSourceText } from '../src/parse/mdx/mdx-text.js';

interface Job {
  format: 'md' | 'mdx';
  texts: string[];
}

const syntax = [remarkGfm, remarkDirective, remarkFrontmatter];
// `<!-- … -->`, which helpdocs accepts in MDX as Docusaurus 3 does.
const mdxSyntax = [...syntax, remarkComment];

/** Milliseconds to tokenize every text once into mdast, as remark does before any plugin runs. */
function parseAll({ format, texts }: Job): number {
  const chain =
    format === 'mdx'
      ? createProcessor({ format: 'mdx', remarkPlugins: mdxSyntax })
      : unified().use(remarkParse).use(syntax);
  const start = performance.now();
  for (const text of texts) chain.parse(text);
  return performance.now() - start;
}

/** Milliseconds of arithmetic that allocates nothing: the control, which two cores run twice as fast. */
function computeOnly(): number {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < 2e8; i++) sum += i % 7;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - start;
}

function filesUnder(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(target, name));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function inTwoThreads(job: Job | 'compute'): Promise<[number, number]> {
  // This file is TypeScript: the worker registers tsx's loader before it imports it.
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: job });
  // Warmed, as the main thread is: each side runs once before the timed run.
  await new Promise((resolve) => worker.once('message', resolve));
  const theirs = new Promise<number>((resolve) => worker.once('message', resolve));
  worker.postMessage('go');
  const mine = job === 'compute' ? computeOnly() : parseAll(job);
  const result: [number, number] = [mine, await theirs];
  await worker.terminate();
  return result;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string', default: 'md' }, runs: { type: 'string', default: '5' } },
  });
  const format = values.format === 'mdx' ? 'mdx' : 'md';
  // MDX as helpdocs reads it (Docusaurus's `{#id}` and older admonition titles): every file must parse.
  const read = (file: string) => readFileSync(file, 'utf8');
  const files = positionals.flatMap(filesUnder);
  // A text shared by versions or locales is tokenized once by helpdocs (its memo of trees): counted once.
  const texts = [...new Set(files.map((file) => (format === 'mdx' ? mdxSourceText(read(file)) : read(file))))];
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const job: Job = { format, texts };
  const runs = Number(values.runs);
  parseAll(job);
  const alone: number[] = [];
  const together: number[] = [];
  const computeAlone: number[] = [];
  const computeTogether: number[] = [];
  for (let run = 0; run < runs; run++) {
    alone.push(parseAll(job));
    together.push(...(await inTwoThreads(job)));
    computeAlone.push(computeOnly());
    computeTogether.push(...(await inTwoThreads('compute')));
  }
  const line = (label: string, one: number, two: number) =>
    `${label}: one thread ${one.toFixed(0)} ms; two at once ${two.toFixed(0)} ms each, ` +
    `so two threads do ${((2 * one) / two).toFixed(2)}× the work of one`;
  console.log(
    `${files.length} files, ${texts.length} different texts, ${(bytes / 1024).toFixed(0)} KB, ` +
      `parsed as ${format}, medians of ${runs}`,
  );
  console.log(line('tokenizing', median(alone), median(together)));
  console.log(line('control (arithmetic)', median(computeAlone), median(computeTogether)));
}

if (isMainThread) await main();
else {
  const job = workerData as Job | 'compute';
  const step = () => (job === 'compute' ? computeOnly() : parseAll(job));
  step();
  parentPort?.postMessage('ready');
  parentPort?.once('message', () => parentPort?.postMessage(step()));
}

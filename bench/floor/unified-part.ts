// What bench/floor/unified-build.ts bundles and runs: each thread's share of the docs, from text to written page.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import { parseFast } from '../../src/parse/markdown/markdown-it/parse.js';

/** About the bytes helpdocs's layout puts around a doc (navbar, sidebar, footer, head), as minimal-build.mjs. */
const CHROME = `<nav>${'<a href="/manual/x/">Item do menu lateral</a>'.repeat(750)}</nav>`;

interface Part {
  files: string[];
  content: string;
  out: string;
}

function buildPart({ files, content, out }: Part): void {
  for (const file of files) {
    const tree = parseFast(readFileSync(file, 'utf8'));
    if (!tree) throw new Error(`${file}: not read by the markdown-it path`);
    const body = toHtml(toHast(tree));
    const html = `<!doctype html><html lang="pt-BR"><body>${CHROME}<main>${body}</main></body></html>`;
    const folder = path.join(out, path.relative(content, file).replace(/(?:\/index)?\.md$/, ''));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
}

if (isMainThread) {
  const [content, out, threads = '1'] = process.argv.slice(2) as [string, string, string?];
  rmSync(out, { recursive: true, force: true });
  const files = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(content, name));
  const count = Number(threads);
  const parts = Array.from({ length: count }, (_, i) => files.filter((_, at) => at % count === i));
  const [own = [], ...others] = parts;
  const workers = others.map(
    (part) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { files: part, content, out } });
        worker.on('exit', resolve).on('error', reject);
      }),
  );
  buildPart({ files: own, content, out });
  await Promise.all(workers);
} else {
  buildPart(workerData as Part);
}

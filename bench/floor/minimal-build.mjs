// The least a Node build of a Markdown site does: start, read each doc, render it with markdown-it
// (no mdast, no plugins, no link check, no search index) into a page of the same weight as helpdocs's,
// and write it to its own folder, in `threads` threads. Plain JavaScript run by `node` itself, as the
// CLI is: its time is the floor under any design of helpdocs in Node on this machine.
//
//   node bench/floor/minimal-build.mjs <content folder> <out folder> <threads>
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';

/** About the bytes helpdocs's layout puts around a doc (navbar, sidebar, footer, head). */
const CHROME = `<nav>${'<a href="/manual/x/">Item do menu lateral</a>'.repeat(750)}</nav>`;

function docsUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(folder, name));
}

function buildPart({ files, content, out }) {
  const md = new MarkdownIt();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const html = `<!doctype html><html lang="pt-BR"><body>${CHROME}<main>${md.render(text)}</main></body></html>`;
    const folder = path.join(out, path.relative(content, file).replace(/(?:\/index)?\.md$/, ''));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
}

if (isMainThread) {
  const [content, out, threads = '1'] = process.argv.slice(2);
  if (!content || !out) throw new Error('usage: minimal-build.mjs <content> <out> <threads>');
  rmSync(out, { recursive: true, force: true });
  const files = docsUnder(content);
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
  buildPart(workerData);
}

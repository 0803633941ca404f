// What bench/floor/unified-build.ts bundles and runs: each thread's share of the docs, from text to written page.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import { parseFast } from '../../src/parse/markdown/markdown-it/parse.js';
import { acrossThreads, CHROME } from './threads.js';

function buildPart(files: string[], _part: number, { content, out }: { content: string; out: string }): void {
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

await acrossThreads(import.meta.url, buildPart, () => {
  const [content = '', out = '', threads = '1'] = process.argv.slice(2);
  rmSync(out, { recursive: true, force: true });
  const files = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(content, name));
  return { files, threads: Number(threads), data: { content, out } };
});

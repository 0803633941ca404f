// What bench/floor/mdx-build.ts bundles and runs: each thread's share of the MDX texts, compiled by @mdx-js/mdx
// with no plugin, run, rendered by React and written in a page of helpdocs's weight.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { compile, run } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';

const CHROME = `<nav>${'<a href="/manual/x/">Item do menu lateral</a>'.repeat(750)}</nav>`;

interface Part {
  files: string[];
  out: string;
}

/** Each component a doc names (`<Tabs>`) drawn as its children, so every doc renders without the theme. */
function componentsOf(text: string): Record<string, ComponentType<{ children?: unknown }>> {
  const names = new Set([...text.matchAll(/<([A-Z][\w.]*)/g)].map((match) => (match[1] ?? '').split('.')[0] ?? ''));
  const drawn = (props: { children?: unknown }) => createElement('div', null, props.children as never);
  return Object.fromEntries([...names].map((name) => [name, drawn]));
}

async function buildPart({ files, out }: Part): Promise<number> {
  let failed = 0;
  for (const [index, file] of files.entries()) {
    try {
      // As any build of Docusaurus's MDX must: front matter is not MDX, and HTML comments are MDX comments.
      const text = readFileSync(file, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        // The theme's components (Tabs) are drawn by `anyComponent` instead of imported.
        .replace(/^import .*$/gm, '')
        .replace(/<!--([\s\S]*?)-->/g, (_, inner: string) => `{/*${inner.replace(/\*\//g, '* /')}*/}`);
      const code = String(await compile(text, { outputFormat: 'function-body' }));
      const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
      const body = renderToStaticMarkup(
        createElement(Content as ComponentType<{ components: object }>, { components: componentsOf(text) }),
      );
      const folder = path.join(out, String(index));
      mkdirSync(folder, { recursive: true });
      const page = `<!doctype html><html><body>${CHROME}<main>${body}</main></body></html>`;
      writeFileSync(path.join(folder, 'index.html'), page);
    } catch (error) {
      if (process.env.FLOOR_DEBUG) console.error(file, String(error).slice(0, 200));
      failed += 1;
    }
  }
  return failed;
}

if (isMainThread) {
  const [list, out, threads = '1'] = process.argv.slice(2) as [string, string, string?];
  rmSync(out, { recursive: true, force: true });
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const count = Number(threads);
  const parts = Array.from({ length: count }, (_, i) => files.filter((_, at) => at % count === i));
  const [own = [], ...others] = parts;
  const workers = others.map(
    (part, at) =>
      new Promise<number>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { files: part, out: `${out}/${at + 1}` } });
        worker.on('message', resolve).on('error', reject);
      }),
  );
  const failed =
    (await buildPart({ files: own, out: `${out}/0` })) + (await Promise.all(workers)).reduce((a, b) => a + b, 0);
  console.log(`${files.length - failed} of ${files.length} texts compiled, run and written (${failed} failed)`);
} else {
  const { parentPort } = await import('node:worker_threads');
  parentPort?.postMessage(await buildPart(workerData as Part));
}

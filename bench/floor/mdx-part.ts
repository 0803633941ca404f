// What bench/floor/mdx-build.ts bundles and runs: each thread's share of the MDX texts, compiled by @mdx-js/mdx
// with no plugin, run, rendered by React and written in a page of helpdocs's weight.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, run } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { acrossThreads, CHROME } from './threads.js';

/** Each component a doc names (`<Tabs>`) drawn as its children, so every doc renders without the theme. */
function componentsOf(text: string): Record<string, ComponentType<{ children?: unknown }>> {
  const names = new Set([...text.matchAll(/<([A-Z][\w.]*)/g)].map((match) => (match[1] ?? '').split('.')[0] ?? ''));
  const drawn = (props: { children?: unknown }) => createElement('div', null, props.children as never);
  return Object.fromEntries([...names].map((name) => [name, drawn]));
}

/** Writes its part's pages under `out/<part>/`; the texts that failed, counted. */
async function buildPart(files: string[], part: number, { out }: { out: string }): Promise<number> {
  let failed = 0;
  for (const [index, file] of files.entries()) {
    try {
      // As any build of Docusaurus's MDX must: front matter is not MDX, and HTML comments are MDX comments.
      const text = readFileSync(file, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        // The theme's components (Tabs) are drawn by componentsOf instead of imported.
        .replace(/^import .*$/gm, '')
        .replace(/<!--([\s\S]*?)-->/g, (_, inner: string) => `{/*${inner.replace(/\*\//g, '* /')}*/}`);
      const code = String(await compile(text, { outputFormat: 'function-body' }));
      const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
      const body = renderToStaticMarkup(
        createElement(Content as ComponentType<{ components: object }>, { components: componentsOf(text) }),
      );
      const folder = path.join(out, String(part), String(index));
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

let texts = 0;
const failures = await acrossThreads(import.meta.url, buildPart, () => {
  const [list = '', out = '', threads = '1'] = process.argv.slice(2);
  rmSync(out, { recursive: true, force: true });
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  texts = files.length;
  return { files, threads: Number(threads), data: { out } };
});
if (failures) {
  const failed = failures.reduce((sum, count) => sum + count, 0);
  console.log(`${texts - failed} of ${texts} texts compiled, run and written (${failed} failed)`);
}

// What bench/floor/one-doc-build.ts bundles and runs: every input hashed, then one doc drawn into a React page.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseFast } from '../../src/parse/markdown/markdown-it/parse.js';
import { CHROME } from './threads.js';

const [content = '', doc = '', out = ''] = process.argv.slice(2);
// What changed since the last build: every Markdown file read and hashed, as helpdocs's stamp check does.
const hashes = new Map<string, string>();
for (const name of readdirSync(content, { recursive: true, encoding: 'utf8' }))
  if (name.endsWith('.md'))
    hashes.set(
      name,
      createHash('sha1')
        .update(readFileSync(path.join(content, name)))
        .digest('hex'),
    );
const tree = parseFast(readFileSync(doc, 'utf8'));
if (!tree) throw new Error(`${doc}: not read by the markdown-it path`);
const body = toHtml(toHast(tree));
const page = createElement(
  'html',
  { lang: 'pt-BR' },
  createElement('head', null, createElement('meta', { charSet: 'utf-8' })),
  createElement(
    'body',
    null,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made here, as helpdocs's layout places a doc's HTML
    createElement('div', { dangerouslySetInnerHTML: { __html: CHROME } }),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the doc's HTML from hast-util-to-html
    createElement('main', { dangerouslySetInnerHTML: { __html: body } }),
  ),
);
const folder = path.join(out, path.relative(content, doc).replace(/(?:\/index)?\.md$/, ''));
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'index.html'), `<!doctype html>${renderToStaticMarkup(page)}`);
console.log(`${hashes.size} inputs hashed, 1 page written`);

// MDX is code, but what it renders reaches readers: scripts, <base>, <meta http-equiv>, event
// handlers, javascript: URLs and dangerouslySetInnerHTML are removed from it, each with a warning at
// the line, and nothing of them runs in Chromium on a host without headers. `markdown.mdx: false`
// refuses .mdx docs, for sites whose Markdown comes from writers who are not trusted with code.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, servedInChromium, type Served } from './helpers.js';

const sites = fixtureSites();

const PWN = 'document.documentElement.dataset.pwned';
const MDX = [
  '---',
  'title: "MDX"',
  '---',
  '',
  'Texto.',
  '',
  '<script src="/manual/evil.js"></script>',
  '',
  '<meta httpEquiv="refresh" content="0;url=/manual/guia/" />',
  '',
  '<base href="https://evil.example/" />',
  '',
  `<div dangerouslySetInnerHTML={{ __html: '<img src="x" onerror="${PWN}=1">' }} />`,
  '',
  `<a href="javascript:${PWN}=2">link</a> e <img src="/manual/img/logo.png" alt="" onLoad="${PWN}=3" />`,
  '',
  'export const Evil = () => <div><script src="/manual/evil.js" /><img src="x" alt="" onError={() => {}} /></div>;',
  '',
  '<Evil />',
  '',
].join('\n');
// Alone in its doc, so nothing else makes it look suspect: a character reference inside the scheme,
// which the browser reads as javascript: all the same.
const HIDDEN = [
  `export const Hidden = () => <p dangerouslySetInnerHTML={{ __html: '<a href="jav&#x61;script:${PWN}=4">x</a>' }} />;`,
  '',
  '# Oculto',
  '',
  '<Hidden />',
  '',
].join('\n');

describe('what MDX renders is held to the rules for code', () => {
  let root = '';
  let err = '';
  let served: Served | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    root = await sites.copy();
    await writeFile(path.join(root, 'content/mdx.mdx'), MDX);
    await writeFile(path.join(root, 'content/oculto.mdx'), HIDDEN);
    await writeFile(path.join(root, 'static/evil.js'), `${PWN} = 'script';\n`);
    const result = await helpdocs('build', '--root', root);
    expect(result.code).toBe(0);
    err = result.err;
    served = await servedInChromium(path.join(root, 'out'));
    ({ origin, browser } = served);
  }, 60_000);
  afterAll(() => served?.close());

  it('warns at each line', () => {
    const hint = '(scripts, <base>, <meta>, frames, event handlers and javascript: URLs never reach a page)';
    expect(
      err.split('\n').filter((line) => line.startsWith('content/mdx.mdx') && line.endsWith(' mdx-output-removed')),
    ).toEqual(
      [
        '7:1 warning <script> is not allowed on a page and was removed',
        // The component's, placed at the first <script of the doc.
        '7:1 warning The doc rendered <script>, which is not allowed on a page and was removed',
        '9:1 warning <meta> is not allowed on a page and was removed',
        '11:1 warning <base> is not allowed on a page and was removed',
        '13:1 warning dangerouslySetInnerHTML on <div> is HTML set by dangerouslySetInnerHTML, ' +
          'not allowed on a page, and was removed',
        '15:1 warning href on <a> is a javascript: URL, not allowed on a page, and was removed',
        '15:74 warning onLoad on <img> is an event handler, not allowed on a page, and was removed',
      ].map((line) => `content/mdx.mdx:${line} ${hint} mdx-output-removed`),
    );
  });

  it('finds a scheme hidden behind a character reference', async () => {
    expect(err).toContain(
      'content/oculto.mdx:1:68 warning The doc rendered a javascript: URL on <a>, which is not allowed on a page',
    );
    const html = await readFile(path.join(root, 'out/manual/oculto/index.html'), 'utf8');
    expect(html).not.toMatch(/jav&#x61;script/i);
  });

  it('publishes none of it', async () => {
    const html = await readFile(path.join(root, 'out/manual/mdx/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toContain('Texto.');
    expect(article).not.toMatch(/<script|<meta|<base|onerror|onload|javascript:|evil/i);
  });

  it('runs none of it in Chromium', async () => {
    const page = await (browser as Browser).newPage();
    await page.goto(`${origin}/manual/mdx/`);
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/manual/mdx/');
    expect(await page.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
    expect(await page.evaluate(() => document.baseURI)).toBe(`${origin}/manual/mdx/`);
  });
});

describe('markdown.mdx: false', () => {
  it('refuses every .mdx doc, compiling none', async () => {
    const root = await sites.copy();
    const marker = path.join(root, 'ran');
    await writeFile(
      path.join(root, 'content/code.mdx'),
      `---\ntitle: "Code"\n---\n\n` +
        "export const x = process.getBuiltinModule('node:fs')" +
        `.writeFileSync(${JSON.stringify(marker)}, 'x');\n\nTexto.\n`,
    );
    await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR',", "locale: 'pt-BR',\n  markdown: { mdx: false },");
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).toBe(1);
    expect(err.split('\n').filter((line) => line.endsWith(' mdx'))).toEqual([
      'content/code.mdx:1:1 error MDX is turned off for this site (markdown.mdx: false): this doc would be ' +
        'compiled as MDX, code run at build time (make it a .md doc read as Markdown (markdown.format "detect" ' +
        'or "md"), or set markdown.mdx: true if its writers are trusted as code is) mdx',
    ]);
    expect(existsSync(marker)).toBe(false);
  });
});

// `style={{…}}` in MDX: the pages' Content-Security-Policy has no 'unsafe-inline', so a style
// attribute would be dropped by the browser without a word. Each style becomes a class whose rule is
// in the page's own stylesheet, and the colour shows in Chromium on a host without headers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSites, helpdocs, servedInChromium, type Served } from './helpers.js';

const sites = fixtureSites();

const DOC = [
  '---',
  'title: "Estilo"',
  '---',
  '',
  'export const Highlight = ({ children, color }) => (',
  "  <span style={{ backgroundColor: color, borderRadius: '2px', color: '#fff', padding: '0.2rem' }}>{children}</span>",
  ');',
  '',
  '<Highlight color="#1877F2">Azul</Highlight> e <span style={{ color: "rgb(200, 0, 0)" }}>vermelho</span>.',
  '',
  '<span style={{ backgroundImage: "url(https://evil.example/x.png)" }}>fundo</span>',
  '',
  '<noscript><a href="/manual/">Sem scripts</a></noscript>',
  '',
].join('\n');

describe('MDX style attributes', () => {
  let root = '';
  let err = '';
  let served: Served | undefined;

  beforeAll(async () => {
    root = await sites.copy();
    await writeFile(path.join(root, 'content/estilo.mdx'), DOC);
    const result = await helpdocs('build', '--root', root);
    expect(result.code).toBe(0);
    err = result.err;
    served = await servedInChromium(path.join(root, 'out'));
  }, 60_000);
  afterAll(() => served?.close());

  it('become classes with rules in the page stylesheet; one that loads a file is removed with a warning', async () => {
    const html = await readFile(path.join(root, 'out/manual/estilo/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).not.toContain('style=');
    expect(article).toMatch(/<span class="mdx-style-[0-9a-f]{10}">Azul<\/span>/);
    // Written out again after the styles became classes, a <noscript> keeps its markup, not escaped text.
    expect(article).toContain('<noscript><a href="/manual/">Sem scripts</a></noscript>');
    const sheet = /<link rel="stylesheet" href="\/manual\/(assets\/styles\.[0-9a-f]+\.css)"\/>/.exec(html)?.[1];
    const css = await readFile(path.join(root, 'out/manual', sheet ?? 'missing'), 'utf8');
    expect(css).toContain('background-color:#1877F2 !important');
    expect(css).not.toContain('evil.example');
    expect(err).toContain(
      'content/estilo.mdx:11:16 warning The style "background-image:url(https://evil.example/x.png)"',
    );
  });

  it('show in Chromium, under the page CSP', async () => {
    const page = await (served as Served).browser.newPage();
    await page.goto(`${(served as Served).origin}/manual/estilo/`);
    const colours = await page.evaluate(() => {
      const [azul, vermelho] = [...document.querySelectorAll('article span')] as HTMLElement[];
      return [azul && getComputedStyle(azul).backgroundColor, vermelho && getComputedStyle(vermelho).color];
    });
    expect(colours).toEqual(['rgb(24, 119, 242)', 'rgb(200, 0, 0)']);
    await page.close();
  });
});

// A Markdown writer cannot publish a file that runs on the site's origin: a link or embed to an
// .html, .js, .xml… of content/ is an error at the link naming static/ (the folder of files the site
// trusts, published as they are), and an SVG of content/ is published held to the `#inline`
// allow-list, so opened on a host without headers it runs nothing (Chromium).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, servedInChromium, type Served } from './helpers.js';

const RUNS_ON_ORIGIN =
  "would publish a file that runs on the site's origin " +
  '(files the site trusts (pages, scripts, XML) belong in static/, published as they are) active-content';

const sites = fixtureSites();
const PAGE = 'content/guia/instalacao.md';
const ANCHOR = '![Logo](/img/logo.png).';
/** Where the text added right after ANCHOR starts: line 42 of the fixture page, column 102. */
const at = (offset: number) => `${PAGE}:42:${102 + offset}`;

const EVIL_SVG = [
  '<?xml-stylesheet type="text/xsl" href="evil.xsl"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="document.documentElement.setAttribute(\'data-pwned\', \'onload\')">',
  '<script>document.documentElement.setAttribute("data-pwned", "script")</script>',
  '<a href="javascript:alert(1)"><rect width="10" height="10" fill="red"/></a>',
  '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>',
  '</svg>',
].join('\n');

describe('files of content/ that would run are refused at the link', () => {
  for (const name of ['evil.html', 'evil.htm', 'evil.js', 'evil.mjs', 'evil.xml', 'evil.xhtml']) {
    it(name, async () => {
      const root = await sites.copy();
      await writeFile(path.join(root, 'content/guia', name), '<script src="evil.js"></script>');
      await edit(root, PAGE, ANCHOR, `${ANCHOR} [p](./${name}) ![e](/guia/${name})`);
      const { code, err } = await helpdocs('build', '--root', root, '--quiet');
      expect(code).toBe(1);
      const errors = err.split('\n').filter((line) => line.endsWith(' active-content'));
      expect(errors).toEqual([
        `${at(0)} error Link to ./${name} ${RUNS_ON_ORIGIN}`,
        `${at(`[p](./${name}) `.length)} error Link to /guia/${name} ${RUNS_ON_ORIGIN}`,
      ]);
      expect(existsSync(path.join(root, 'out'))).toBe(false);
    });
  }

  it('static/ is trusted: its pages and scripts are published as they are', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'static/widget.html'), '<script src="widget.js"></script>\n');
    await writeFile(path.join(root, 'static/widget.js'), 'alert(1);\n');
    await writeFile(path.join(root, 'static/diagram.svg'), EVIL_SVG);
    await edit(root, PAGE, ANCHOR, `${ANCHOR} [w](/widget.html) [s](/widget.js) ![d](/diagram.svg)`);
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(err).not.toMatch(/:\d+:\d+ error /);
    expect(code).toBe(0);
    const out = path.join(root, 'out/manual');
    expect(await readFile(path.join(out, 'widget.html'), 'utf8')).toBe('<script src="widget.js"></script>\n');
    expect(await readFile(path.join(out, 'widget.js'), 'utf8')).toBe('alert(1);\n');
    expect(await readFile(path.join(out, 'diagram.svg'), 'utf8')).toBe(EVIL_SVG);
  });
});

describe('an SVG of content/ is published sanitized, and runs nothing opened on its own', () => {
  let root = '';
  let served: Served | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    root = await sites.copy();
    await mkdir(path.join(root, 'content/guia/img'), { recursive: true });
    await writeFile(path.join(root, 'content/guia/img/evil.svg'), EVIL_SVG);
    await writeFile(path.join(root, 'content/guia/img/linked.svg'), EVIL_SVG);
    await edit(root, PAGE, ANCHOR, `${ANCHOR} ![e](./img/evil.svg) [l](./img/linked.svg)`);
    expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
    // A host without headers: no CSP, no nosniff.
    served = await servedInChromium(path.join(root, 'out'));
    ({ origin, browser } = served);
  }, 60_000);
  afterAll(() => served?.close());

  it('keeps the drawing, drops the script, the handler, the link and the foreign object', async () => {
    for (const name of ['evil.svg', 'linked.svg']) {
      const text = await readFile(path.join(root, 'out/manual/guia/img', name), 'utf8');
      expect(text).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg">\n\n<rect width="10" height="10" fill="red"/>\n\n</svg>\n',
      );
    }
  });

  it('opened in Chromium from a host without headers, nothing runs', async () => {
    const page = await (browser as Browser).newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const name of ['evil.svg', 'linked.svg']) {
      const response = await page.goto(`${origin}/manual/guia/img/${name}`);
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-pwned'))).toBeNull();
      expect(await page.evaluate(() => document.documentElement.localName)).toBe('svg');
    }
    expect(dialogs).toEqual([]);
  });
});

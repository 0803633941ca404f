// Its own look: logo, favicon, derived colours, fonts and custom CSS in one hashed stylesheet; every
// problem at its place in the config or the CSS file.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture, edit, fixtures } from '../helpers/sites.js';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function copy(): Promise<string> {
  const root = await copyFixture('brand-site');
  roots.push(root);
  return root;
}

async function check(root: string): Promise<string[]> {
  const { io, err } = captureIo();
  const code = await main(['node', 'helpdocs', 'check', '--root', root], io);
  expect(code).toBe(1);
  return err.filter((line) => /^[^ ]+:\d+:\d+ /.test(line));
}

describe('building brand-site', async () => {
  const result = await build({ root: path.join(fixtures, 'brand-site'), write: false });
  const byPath = new Map(result.files.map((f) => [f.path, String(f.contents)]));
  const home = byPath.get('docs/index.html')!;
  const siteCssPath = [...byPath.keys()].find((p) => /^docs\/assets\/site\.[0-9a-f]{10}\.css$/.test(p));

  it('builds without diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('shows the logo in the navbar with its size, the dark one lazily, beside the title', () => {
    expect(home).toContain(
      '<a class="navbar-brand navbar-brand-logo" href="/docs/"><img class="navbar-logo navbar-logo-light" ' +
        'src="/docs/img/logo.svg" alt="Acme" width="32" height="32"/>',
    );
    expect(home).toContain(
      '<img class="navbar-logo navbar-logo-dark" src="/docs/img/logo-dark.svg" alt="Acme" loading="lazy" width="32" ' +
        'height="32"/>',
    );
    expect(home).toContain(
      '<span class="navbar-brand-text"><strong class="navbar-title">Acme Docs</strong><span ' +
        'class="navbar-tagline">Rockets, explained</span></span>',
    );
  });

  it('links the favicon with its type, and the site stylesheet after the theme’s', () => {
    expect(home).toContain('<link rel="icon" href="/docs/img/favicon.svg" type="image/svg+xml"/>');
    expect(siteCssPath).toBeDefined();
    expect(home).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="/docs/assets/style\\.\\w+\\.css"/><link rel="stylesheet" ` +
          `href="/${siteCssPath!.replace(/\./g, '\\.')}"/>`,
      ),
    );
    expect(byPath.has('docs/img/logo-dark.svg')).toBe(true);
  });

  it('puts the derived palette, the fonts and the custom CSS, minified, in that stylesheet; nothing inline', () => {
    const css = byPath.get(siteCssPath!)!;
    expect(css).toContain(':root{--primary:#7c2d92;');
    expect(css).toContain('--accent:#b4461a}');
    expect(css).toMatch(/\[data-theme='dark'\]\{--primary:#[0-9a-f]{6};/);
    expect(css).toContain(":root{--font:Georgia, 'Times New Roman', serif}");
    expect(css.indexOf('.navbar{border-bottom:3px solid var(--primary)}')).toBeGreaterThan(css.indexOf('--accent'));
    expect(home).not.toMatch(/ style="/);
    expect(home).not.toContain('unsafe-inline');
  });
});

describe('a site without look settings', () => {
  it('gets no site stylesheet and the data: tab icon, as before', async () => {
    const result = await build({ root: path.join(fixtures, 'site-mini'), write: false });
    expect(result.files.some((f) => /assets\/site\./.test(f.path))).toBe(false);
    expect(String(result.files.find((f) => f.path === 'manual/index.html')!.contents)).toContain(
      '<link rel="icon" href="data:,"/>',
    );
  });
});

describe('look errors', () => {
  // Columns point at the value, inside its quotes.
  it('reports missing files and a low-contrast colour at their lines in the config, all at once', async () => {
    const root = await copy();
    await edit(root, 'helpdocs.config.ts', "srcDark: '/img/logo-dark.svg'", "srcDark: '/img/nope.svg'");
    await edit(root, 'helpdocs.config.ts', "favicon: '/img/favicon.svg'", "favicon: '/img/gone.png'");
    await edit(root, 'helpdocs.config.ts', "primary: '#7c2d92'", "primary: '#ffd400'");
    await edit(
      root,
      'helpdocs.config.ts',
      "customCss: 'css/custom.css'",
      "customCss: ['css/custom.css', 'css/missing.css']",
    );
    const lines = await check(root);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^helpdocs\.config\.ts:9:43 warning logo\.srcDark "\/img\/nope\.svg" is not a file under static\//,
        ),
        expect.stringMatching(
          /^helpdocs\.config\.ts:10:13 warning favicon "\/img\/gone\.png" is not a file under static\//,
        ),
        expect.stringMatching(
          new RegExp(
            /^helpdocs\.config\.ts:11:3 error Colour contrast too low in light mode: /.source +
              /link text on the page \(search hit and pagination titles too\), /.source +
              /#ffd400 on #ffffff is 1\.\d\d:1, WCAG AA needs 4\.5:1 /.source +
              /\(a darker shade passes, e\.g\. primary "#[0-9a-f]{6}"\) brand-contrast$/.source,
          ),
        ),
        expect.stringMatching(
          /^helpdocs\.config\.ts:12:34 error customCss "css\/missing\.css" is not a file of the site/,
        ),
      ]),
    );
  });

  it('places a CSS syntax problem in the custom CSS file', async () => {
    const root = await copy();
    await writeFile(path.join(root, 'css/custom.css'), '.navbar {\n  color: red;\n}\n\n.broken { color: blue;\n');
    const { io, err } = captureIo();
    await main(['node', 'helpdocs', 'check', '--root', root], io);
    expect(err.join('\n')).toMatch(/css\/custom\.css:\d+:\d+ (warning|error) /);
  });

  it('asks for the size of a logo it cannot measure', async () => {
    const root = await copy();
    await writeFile(path.join(root, 'static/img/logo.webp'), 'RIFF');
    await edit(root, 'helpdocs.config.ts', "src: '/img/logo.svg'", "src: '/img/logo.webp'");
    const lines = await check(root);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          /^helpdocs\.config\.ts:9:17 error The size of logo "\/img\/logo\.webp" cannot be read from the file /.source +
            /\(set logo\.width and logo\.height/.source,
        ),
      ),
    ]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fromSiteFolder } from '../../src/load/postcss/site-folder.js';
import { fixtures } from '../helpers/sites.js';

// A Docusaurus site whose plugins add PostCSS plugins (test/fixtures/postcss-site): a local one standing
// in for Tailwind, one that throws on a stylesheet, a hook that throws, and a postcss.config.js.
const root = `${fixtures}postcss-site`;
let built: Promise<BuildResult> | undefined;
const fixtureBuild = () => {
  built ??= build({ root, write: false });
  return built;
};
const text = (result: BuildResult, name: string) =>
  Buffer.from(result.files.find((made) => made.path === name)?.contents ?? '').toString();
/** The stylesheets a page links, in order, as one text. */
const linkedCss = (result: BuildResult, page: string) =>
  [...text(result, page).matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"\/>/g)]
    .map((link) => text(result, link[1] ?? ''))
    .join('\n');
const compact = (css: string) => css.replace(/\s+/g, '').replaceAll(';}', '}');

describe("a Docusaurus site's PostCSS plugins", () => {
  it("runs them over the customCss: the rules an at-rule stands for, the config file's plugin too", async () => {
    const result = await fixtureBuild();
    const site = result.files.find((made) => /^assets\/site\.\w+\.css$/.test(made.path));
    const css = compact(text(result, site?.path ?? ''));
    expect(css).toContain('.grid-row{display:flex;flex-direction:row}');
    expect(css).toContain('.grid-gap-4{gap:1rem}');
    expect(css).not.toContain('@grid-utilities');
    expect(css).toContain('--stamped:yes');
  });

  it("runs them over a React page's CSS module and an MDX doc's imported CSS", async () => {
    const result = await fixtureBuild();
    const home = text(result, 'index.html');
    expect(home).toContain('<div class="grid-row grid-gap-4">');
    const banner = /<header class="([\w-]*banner[\w-]*)">/.exec(home)?.[1] ?? '';
    expect(banner).not.toBe('');
    const pageCss = compact(linkedCss(result, 'index.html'));
    expect(pageCss).toContain(`.${banner}{display:flex;flex-direction:row;padding:2rem}`);
    expect(pageCss).not.toContain('grid-apply');
    const docCss = compact(linkedCss(result, 'docs/intro/index.html'));
    expect(docCss).toContain('.card-row{display:flex;flex-direction:row}');
  });

  it('warns once where a hook or a plugin fails, and keeps the stylesheet as written', async () => {
    const result = await fixtureBuild();
    const warnings = result.diagnostics.map(formatDiagnostic);
    expect(warnings).toEqual([
      'docusaurus.config.js:23:14 warning Plugin "brokenHook"\'s configurePostCss threw: this hook is broken ' +
        '(its PostCSS plugins are not run; fix or remove the plugin) postcss',
      'src/components/broken.css:1:1 warning PostCSS plugin "grid-strict" failed on src/components/broken.css: ' +
        'grid-broken is not a utility (the stylesheet is used as written; fix the stylesheet or the plugin) postcss',
    ]);
    const docCss = compact(linkedCss(result, 'docs/broken/index.html'));
    expect(docCss).toContain('.broken{color:crimson}');
  });
});

describe('Tailwind 3 from the site folder', () => {
  it('is given the tailwind.config.js of the site folder, its content globs made absolute', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'helpdocs-tailwind-'));
    try {
      await writeFile(
        path.join(site, 'tailwind.config.js'),
        "module.exports = { content: ['./src/**/*.tsx', '!./src/skip/**'], theme: {} };\n",
      );
      const given: unknown[] = [];
      const tailwindcss = Object.assign(
        (options?: unknown) => {
          if (options !== undefined) given.push(options);
          return { postcssPlugin: 'tailwindcss', plugins: [] };
        },
        { postcss: true },
      );
      fromSiteFolder(tailwindcss, site);
      expect(given).toEqual([
        { content: [path.join(site, 'src/**/*.tsx'), `!${path.join(site, 'src/skip/**')}`], theme: {} },
      ]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

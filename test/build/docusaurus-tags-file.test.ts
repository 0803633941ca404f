import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { buildTo } from '../helpers/cached-builds.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

// Docusaurus's tags files (utils-validation's getTagsFile, utils' normalizeTags): a front matter's tag
// that docs/tags.yml or blog/tags.yml defines takes its label, permalink and description from there;
// any other is an inline tag, reported as onInlineTags says (warn by default).
const root = `${fixtures}docusaurus-tags`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const paths = (result: BuildResult, pattern: RegExp) =>
  result.files
    .map((file) => file.path)
    .filter((file) => pattern.test(file))
    .sort();
const found = (result: BuildResult, rule: string) =>
  result.diagnostics.filter((d) => d.ruleId === rule).map(formatDiagnostic);

describe("Docusaurus's tags files", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it("names a defined tag by the file's label, at its permalink, with its description", () => {
    expect(found(result, 'tags-file')).toEqual([]);
    // Read, not published.
    expect(found(result, 'unpublished-file')).toEqual([]);
    expect(paths(result, /^docs\/tags\/.*index\.html$/)).toEqual([
      'docs/tags/index.html',
      'docs/tags/installation/index.html',
      'docs/tags/roadmap/index.html',
      'docs/tags/start-here/index.html',
    ]);
    const tag = page(result, 'docs/tags/start-here/index.html');
    expect(main(tag)).toContain('One doc tagged with &quot;Getting started&quot;');
    expect(main(tag)).toContain('<p>Pages for a first day with Tessera.</p>');
    expect(tag).toContain('<meta name="description" content="Pages for a first day with Tessera."/>');
    // A key with no entry: its label capitalised (lodash's capitalize), its permalink kebab-cased.
    expect(main(page(result, 'docs/tags/installation/index.html'))).toContain(
      '2 docs tagged with &quot;Installation&quot;',
    );
  });

  it("links a doc's tags by the names its front matter gives", () => {
    const intro = main(page(result, 'docs/intro/index.html'));
    expect(intro).toContain('<a class="tag" href="/docs/tags/start-here/" rel="tag">Getting started</a>');
    expect(intro).toContain('<a class="tag" href="/docs/tags/installation/" rel="tag">Installation</a>');
    expect(intro).toContain('<a class="tag" href="/docs/tags/roadmap/" rel="tag">roadmap</a>');
  });

  it('reports each doc or post naming a tag the file does not define, where it names it', () => {
    const hint = (file: string) => ` (define them in ${file}, or set onInlineTags to "ignore") inline-tag`;
    const translated = 'i18n/pt-BR/docusaurus-plugin-content-docs/current/tags.yml';
    expect(found(result, 'inline-tag')).toEqual([
      `blog/2026-01-05-tessera-1.md:3:17 warning Tags [hello] are not defined in blog/tags.yml${hint('blog/tags.yml')}`,
      `docs/intro.md:3:39 warning Tags [roadmap] are not defined in docs/tags.yml${hint('docs/tags.yml')}`,
      // The Portuguese pages read the locale's own file, which lacks it too.
      `docs/intro.md:3:39 warning Tags [roadmap] are not defined in ${translated}${hint(translated)}`,
    ]);
  });

  it("gives the blog's tags its own file", () => {
    expect(paths(result, /^blog\/tags\/.*index\.html$/)).toEqual([
      'blog/tags/hello/index.html',
      'blog/tags/index.html',
      'blog/tags/releases/index.html',
    ]);
    const releases = main(page(result, 'blog/tags/releases/index.html'));
    expect(releases).toContain('One post tagged with &quot;Releases&quot;');
    expect(releases).toContain('<p>What each version of Tessera brought.</p>');
  });

  it("reads a locale's own tags file before the docs' one", () => {
    expect(paths(result, /^pt-BR\/docs\/tags\/.*index\.html$/)).toEqual([
      'pt-BR/docs/tags/comece-aqui/index.html',
      'pt-BR/docs/tags/index.html',
      'pt-BR/docs/tags/installation/index.html',
      'pt-BR/docs/tags/roadmap/index.html',
    ]);
    expect(main(page(result, 'pt-BR/docs/intro/index.html'))).toContain(
      '<a class="tag" href="/pt-BR/docs/tags/comece-aqui/" rel="tag">Primeiros passos</a>',
    );
  });

  it("draws a doc's page again when the tags file renames its tag", async () => {
    const site = await copyFixture('docusaurus-tags');
    const out = path.join(site, 'out');
    const cacheDir = path.join(site, 'cache');
    await buildTo(site, out, { cacheDir });
    await edit(site, 'docs/tags.yml', 'label: Getting started', 'label: First steps');
    const { files } = await buildTo(site, out, { cacheDir });
    const intro = Buffer.from(files.get('docs/intro/index.html') ?? '', 'base64').toString();
    expect(intro).toContain('rel="tag">First steps</a>');
  });

  it('follows the tags and onInlineTags options', async () => {
    const site = await copyFixture('docusaurus-tags');
    await edit(
      site,
      'docusaurus.config.js',
      'docs: { sidebarPath: false }',
      'docs: { sidebarPath: false, tags: false }',
    );
    const none = await build({ root: site, write: false });
    expect(found(none, 'inline-tag')).toHaveLength(1);
    expect(paths(none, /^docs\/tags\/.*index\.html$/)).toContain('docs/tags/getting-started/index.html');
    await edit(site, 'docusaurus.config.js', 'tags: false', "tags: 'labels.yml', onInlineTags: 'throw'");
    const missing = await build({ root: site, write: false });
    const missingIn = (dirs: string) =>
      `docs/labels.yml:1:1 error The tags file labels.yml is not in ${dirs} ` +
      '(create it, or remove the tags option) tags-file';
    expect(found(missing, 'tags-file')).toEqual([
      missingIn('docs'),
      missingIn('i18n/pt-BR/docusaurus-plugin-content-docs/current or docs'),
    ]);
    await writeFile(path.join(site, 'docs/labels.yml'), 'a:\n  permalink: /same\nb:\n  permalink: same/\n');
    const twice = await build({ root: site, write: false });
    expect(twice.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toContain(
      'docs/labels.yml:4:3 error Tags "a" and "b" have the same permalink (same) tags-permalink',
    );
    // onInlineTags: 'throw' makes a tag the file lacks an error.
    expect(found(twice, 'inline-tag')).toContain(
      'docs/setup.md:3:8 error Tags [installation] are not defined in docs/labels.yml ' +
        '(define them in docs/labels.yml, or set onInlineTags to "ignore") inline-tag',
    );
    await writeFile(path.join(site, 'docs/labels.yml'), 'getting-started:\n  colour: blue\n');
    const unknown = await build({ root: site, write: false });
    expect(found(unknown, 'tags-schema')[0]).toMatch(/^docs\/labels\.yml:2:3 error getting-started: /);
  });
});

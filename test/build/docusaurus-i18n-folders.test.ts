import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, fixtures } from '../helpers/sites.js';

// Docusaurus's i18n folders (test/fixtures/docusaurus-i18n-folders): a site with a second docs instance
// (id community) and two locales (en, the default, and fr); each docs plugin reads its translations from its
// own folder, i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current, the default locale's too.
const root = `${fixtures}docusaurus-i18n-folders`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const rules = (result: BuildResult, rule: string) =>
  result.diagnostics.filter((d) => d.ruleId === rule).map(formatDiagnostic);

describe("Docusaurus's i18n folders", () => {
  let built: Promise<BuildResult> | undefined;
  const site = () => (built ??= build({ root, write: false }));

  it("reads a second docs instance's translations from its own folder, never from the main docs' one", async () => {
    const result = await site();
    const community = main(page(result, 'fr/community/help/index.html'));
    expect(community).toContain('La communauté répond ici.');
    expect(community).not.toContain('La documentation demande');
    expect(main(page(result, 'fr/docs/help/index.html'))).toContain('La documentation demande de l’aide ici.');
    expect(main(page(result, 'community/help/index.html'))).toContain('The community answers here.');
    // The main docs' translations are no translations of the instance's missing docs (docs/intro.md).
    expect(rules(result, 'translation-without-original')).toEqual([]);
    expect(rules(result, 'untranslated-pages')).toEqual([]);
  });

  it("finds the images beside a doc of the default locale's folder, a \\ in their path read as /", async () => {
    const result = await site();
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const guide = main(page(result, 'docs/setup/guide/index.html'));
    expect(guide).toContain('reworded for English readers');
    const images = [...guide.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual(['/img/shot.png', '/img/shot.png']);
    expect(result.files.some((file) => file.path === 'img/shot.png')).toBe(true);
  });
});

describe("A versioned Docusaurus site's Markdown pages (src/pages/*.md)", () => {
  it('are written once, with the doc set at the base, not once per version', async () => {
    const copy = await copyFixture('docusaurus-versions');
    await mkdir(path.join(copy, 'src/pages'), { recursive: true });
    await writeFile(path.join(copy, 'src/pages/team.md'), '---\ntitle: Team\n---\n\nWho we are.\n');
    const result = await build({ root: copy, write: false });
    const paths = result.files.map((file) => file.path);
    expect(paths.filter((file) => file === 'team/index.html')).toHaveLength(1);
    expect(paths.filter((file) => file === 'fr/team/index.html')).toHaveLength(1);
    expect(main(page(result, 'team/index.html'))).toContain('Who we are.');
  });
});

describe("A Docusaurus site's React page importing a Node built-in", () => {
  it("gets Node's module at build time (node:process, node:path), as a doc's component does", async () => {
    const copy = await copyFixture('docusaurus-i18n-folders');
    await mkdir(path.join(copy, 'src/pages'), { recursive: true });
    const where = [
      "import process from 'node:process';",
      "import { basename } from 'node:path';",
      'export default function Where() {',
      '  return <p>{typeof process.cwd()} {basename("/a/b.txt")}</p>;',
      '}',
    ].join('\n');
    await writeFile(path.join(copy, 'src/pages/where.js'), where);
    const result = await build({ root: copy, write: false });
    expect(rules(result, 'react-page')).toEqual([]);
    expect(page(result, 'where/index.html')).toContain('string b.txt');
  });
});

import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { copyFixture, fixtures } from '../helpers/sites.js';

// Docusaurus's i18n folders (test/fixtures/docusaurus-i18n-folders): a site with a second docs instance
// (id community) and two locales (en, the default, and fr); each docs plugin reads its translations from its
// own folder, i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current, the default locale's too.
const root = `${fixtures}docusaurus-i18n-folders`;
const run = promisify(execFile);
const GIT_PERSON = {
  GIT_AUTHOR_NAME: 'Ana Souza',
  GIT_AUTHOR_EMAIL: 'ana@example.com',
  GIT_COMMITTER_NAME: 'Ana Souza',
  GIT_COMMITTER_EMAIL: 'ana@example.com',
};
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

describe("The default locale's own folder, dated", () => {
  it('dates a doc read from i18n/<default>/… by its own last commit there, as Docusaurus does', async () => {
    const copy = await copyFixture('docusaurus-i18n-folders');
    const config = path.join(copy, 'docusaurus.config.js');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace('sidebarPath: false', 'sidebarPath: false, showLastUpdateTime: true'),
    );
    const git = (args: string[], date: string) =>
      run('git', args, {
        cwd: copy,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, ...GIT_PERSON },
      });
    await git(['init', '-q'], '2025-01-05T12:00:00Z');
    await git(['add', '.'], '2025-01-05T12:00:00Z');
    await git(['commit', '-qm', 'docs'], '2025-01-05T12:00:00Z');
    const translated = path.join(copy, 'i18n/en/docusaurus-plugin-content-docs/current/setup/guide.md');
    await writeFile(translated, `${await readFile(translated, 'utf8')}\nOne more line.\n`);
    await git(['commit', '-qam', 'reword'], '2025-04-20T12:00:00Z');
    const result = await build({ root: copy, write: false });
    const lastUpdated = (file: string) => /<p class="last-updated">([^<]*)/.exec(page(result, file))?.[1];
    expect(lastUpdated('docs/setup/guide/index.html')).toMatch(/Apr 20, 2025/);
    expect(lastUpdated('docs/intro/index.html')).toMatch(/Jan 5, 2025/);
    expect(lastUpdated('fr/docs/setup/guide/index.html')).toMatch(/2025/);
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

  it("reads a locale's Markdown pages from the pages plugin's folder; one without an original is named", async () => {
    const copy = await copyFixture('docusaurus-i18n-folders');
    const translated = path.join(copy, 'i18n/fr/docusaurus-plugin-content-pages');
    await mkdir(path.join(copy, 'src/pages'), { recursive: true });
    await mkdir(translated, { recursive: true });
    await writeFile(path.join(copy, 'src/pages/roadmap.md'), '---\ntitle: Roadmap\n---\n\nWhat comes next.\n');
    await writeFile(path.join(translated, 'roadmap.md'), '---\ntitle: Feuille de route\n---\n\nCe qui vient.\n');
    await writeFile(path.join(translated, 'alone.md'), '---\ntitle: Seule\n---\n\nSeule.\n');
    const result = await build({ root: copy, write: false });
    expect(main(page(result, 'fr/roadmap/index.html'))).toContain('Ce qui vient.');
    expect(main(page(result, 'roadmap/index.html'))).toContain('What comes next.');
    expect(result.files.some((made) => made.path.startsWith('fr/alone'))).toBe(false);
    expect(rules(result, 'translation-without-original')).toEqual([
      expect.stringMatching(
        /^i18n\/fr\/docusaurus-plugin-content-pages\/alone\.md:1:1 warning Translation of src\/pages/,
      ),
    ]);
  });
});

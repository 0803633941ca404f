import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, fixtures, repoRoot } from '../helpers/sites.js';
import { engineFromBuild } from '../search/engine-from-build.js';

// A versioned Docusaurus site (test/fixtures/docusaurus-versions): versions.json ["2.0", "1.0"],
// the docs folder as the next version, French translations of some pages and of the 2.0 sidebar.
const root = `${fixtures}docusaurus-versions`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const dropdown = (html: string) =>
  /<details class="version-picker docs-version-dropdown">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const banner = (html: string) => /<div class="admonition[^"]*version-banner[\s\S]*?<\/div><\/div>/.exec(html)?.[0];
const errors = (result: BuildResult) => result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);

describe('a versioned Docusaurus site', async () => {
  const result = await build({ root, write: false });
  const paths = result.files.map((file) => file.path);

  it('puts the last version at the docs base, the current one at next/ and the others at their name', () => {
    expect(errors(result)).toEqual([]);
    const docPages = (prefix: string) =>
      paths.filter((p) => p.startsWith(prefix) && p.endsWith('/index.html') && !p.includes('search')).sort();
    expect(docPages('docs/').filter((p) => !/^docs\/(next|1\.0)\//.test(p))).toEqual([
      'docs/guides/launch/index.html',
      'docs/intro/index.html',
    ]);
    expect(docPages('docs/next/')).toEqual([
      'docs/next/countdown/index.html',
      'docs/next/guides/launch/index.html',
      'docs/next/intro/index.html',
    ]);
    expect(docPages('docs/1.0/')).toEqual([
      'docs/1.0/guides/launch/index.html',
      'docs/1.0/gyroscope/index.html',
      'docs/1.0/intro/index.html',
    ]);
    expect(between(page(result, 'docs/1.0/intro/index.html'))).toContain('Version 1.0 came first.');
    // One home, one 404 and one set of hosting files for the site, written by the last version.
    expect(paths.filter((p) => p.endsWith('404.html')).sort()).toEqual(['404.html', 'fr/404.html']);
    expect(paths.filter((p) => p === 'index.html')).toHaveLength(1);
  });

  it('draws no footer when the site configures none, as Docusaurus does', () => {
    const html = page(result, 'docs/intro/index.html');
    expect(html).toContain('Version');
    expect(html).toContain('<footer class="doc-footer">');
    expect(html).not.toContain('<footer class="footer"');
  });

  it('links each version in the dropdown to the same doc, else to its first doc', () => {
    const links = dropdown(page(result, 'docs/1.0/gyroscope/index.html'));
    expect(links).toContain('<a href="/docs/next/intro/" hrefLang="en">Next 🚧</a>');
    expect(links).toContain('<a href="/docs/intro/" hrefLang="en">2.0</a>');
    expect(links).toContain('href="/docs/1.0/gyroscope/" hrefLang="en" aria-current="true">1.0</a>');
    // A navbar doc only the next version has: 2.0 and 1.0 pages lead there, as Docusaurus does.
    expect(page(result, 'docs/1.0/intro/index.html')).toContain('href="/docs/next/countdown/">Countdown</a>');
    const launch = dropdown(page(result, 'docs/guides/launch/index.html'));
    expect(launch).toContain('<a href="/docs/1.0/guides/launch/" hrefLang="en">1.0</a>');
    // Docusaurus's order: current first, then versions.json's.
    const list = launch.slice(launch.indexOf('<ul'));
    expect(list.indexOf('Next 🚧')).toBeLessThan(list.indexOf('>2.0<'));
  });

  it('shows the unreleased and unmaintained banners, each linking to the page in the last version', () => {
    expect(banner(page(result, 'docs/intro/index.html'))).toBeUndefined();
    const next = banner(page(result, 'docs/next/guides/launch/index.html')) ?? '';
    expect(next).toContain('This is unreleased documentation for Orbit Next 🚧 version.');
    expect(next).toContain(
      '<a href="/docs/guides/launch/" hrefLang="en">See this page in the latest version (2.0)</a>',
    );
    const old = banner(page(result, 'docs/1.0/intro/index.html')) ?? '';
    expect(old).toContain('This is documentation for Orbit 1.0, which is no longer actively maintained.');
    expect(old).toContain('href="/docs/intro/"');
    const french = banner(page(result, 'fr/docs/1.0/intro/index.html')) ?? '';
    expect(french).toContain('Ceci est la documentation de Orbit 1.0, qui n’est plus activement maintenue.');
    expect(french).toContain('href="/fr/docs/intro/"');
  });

  it('gives each version its own search, so a reader on 1.0 finds 1.0 pages only', async () => {
    expect(paths).toContain('docs/1.0/search/index.html');
    expect(paths).toContain('docs/next/search/index.html');
    expect(page(result, 'docs/1.0/intro/index.html')).toContain(
      '&quot;manifest&quot;:&quot;/docs/1.0/search-manifest.json',
    );
    const old = (await engineFromBuild(result, '/docs/1.0/')).engine;
    expect((await old.search('gyroscope ')).hits.map((hit) => hit.url)).toContain('/docs/1.0/gyroscope/');
    expect((await old.search('countdown ')).hits).toEqual([]);
    const latest = (await engineFromBuild(result)).engine;
    expect((await latest.search('gyroscope ')).hits).toEqual([]);
    const next = (await engineFromBuild(result, '/docs/next/')).engine;
    expect((await next.search('countdown ')).hits[0]?.url).toBe('/docs/next/countdown/');
  });

  it("publishes an older version's files by their bytes, so each version's page shows its own copy", () => {
    const linked = (file: string) =>
      /href="\/((?:fr\/)?assets\/files\/plan-[0-9a-f]{8}\.txt)"/.exec(page(result, file))?.[1];
    const next = linked('docs/next/countdown/index.html') ?? '';
    const old = linked('docs/1.0/gyroscope/index.html') ?? '';
    expect(page(result, next)).toContain('T-10');
    expect(page(result, old)).toContain('Day 1');
    // Each locale publishes its own copy under its base.
    expect(linked('fr/docs/1.0/gyroscope/index.html')).toBe(`fr/${old}`);
    expect(linked('fr/docs/next/countdown/index.html')).toBe(`fr/${next}`);
    expect(paths.filter((p) => p.endsWith('plan.txt') || /plan-[0-9a-f]{8}\.txt$/.test(p)).sort()).toEqual(
      [next, old, `fr/${next}`, `fr/${old}`].sort(),
    );
  });

  it('lists the last version only in the sitemap', () => {
    const locs = [...page(result, 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://orbit.example/docs/intro');
    expect(locs.some((loc) => loc?.includes('/next/') || loc?.includes('/1.0/'))).toBe(false);
  });

  it('translates versioned docs, their sidebar labels and version labels', () => {
    expect(between(page(result, 'fr/docs/intro/index.html'))).toContain('La version 2.0 est celle');
    expect(page(result, 'fr/docs/intro/index.html')).toContain('Guides pratiques');
    expect(dropdown(page(result, 'fr/docs/next/intro/index.html'))).toContain('>Prochaine 🚧</summary>');
    // The language picker stays in the version.
    expect(page(result, 'docs/1.0/intro/index.html')).toContain('href="/fr/docs/1.0/intro/" hrefLang="fr"');
    expect(result.diagnostics.filter((d) => d.ruleId === 'translation-unused')).toEqual([]);
  });
});

describe('versions, checked and configured', () => {
  it('checks links between versions: one to a page the next version lacks is an error', async () => {
    const site = await copyFixture('docusaurus-versions');
    await edit(site, 'versioned_docs/version-2.0/guides/launch.md', '/docs/next/countdown', '/docs/next/liftoff');
    const result = await build({ root: site, write: false });
    expect(errors(result).join('\n')).toMatch(/version-2\.0\/guides\/launch\.md.*\/docs\/next\/liftoff/);
  });

  it('follows lastVersion, onlyIncludeVersions and a version’s path and label', async () => {
    const site = await copyFixture('docusaurus-versions');
    await edit(
      site,
      'docusaurus.config.js',
      "versions: { current: { label: 'Next 🚧' } },",
      "lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], " +
        "versions: { current: { label: 'Edge' }, '1.0': { path: 'legacy', banner: 'none', className: 'old' } },",
    );
    const result = await build({ root: site, write: false });
    expect(errors(result)).toEqual([]);
    const paths = result.files.map((file) => file.path);
    expect(paths).toContain('docs/countdown/index.html');
    expect(paths).toContain('docs/legacy/gyroscope/index.html');
    expect(paths.some((p) => p.startsWith('docs/next/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('docs/2.0/'))).toBe(false);
    const html = page(result, 'docs/legacy/intro/index.html');
    expect(banner(html)).toBeUndefined();
    expect(dropdown(html)).toContain('<a href="/docs/intro/" hrefLang="en">Edge</a>');
    const notes = result.diagnostics.filter((d) => d.ruleId === 'docusaurus-config').map((d) => d.message);
    expect(notes).toEqual(['The version option className is not carried over']);
  });

  it('is configured the same way in helpdocs.config.ts, where the versions key gives way with a warning', async () => {
    const site = await copyFixture('docusaurus-versions');
    await writeFile(
      path.join(site, 'helpdocs.config.ts'),
      "export default { title: 'Orbit', contentDir: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js',\n" +
        "  docsVersions: { versions: { current: { label: 'Edge' } } },\n" +
        "  versions: [{ label: 'Old site', to: '/' }] };\n",
    );
    const result = await build({ root: site, write: false });
    expect(errors(result)).toEqual([]);
    const paths = result.files.map((file) => file.path);
    expect(paths).toContain('docs/next/countdown/index.html');
    expect(paths).toContain('docs/1.0/gyroscope/index.html');
    expect(dropdown(page(result, 'docs/intro/index.html'))).toContain(
      '<a href="/docs/next/intro/" hrefLang="en">Edge</a>',
    );
    expect(result.diagnostics.filter((d) => d.ruleId === 'versions-replaced').map(formatDiagnostic)).toEqual([
      expect.stringContaining('helpdocs.config.ts:1:1 warning versions (links to other sites) is not shown'),
    ]);
  });

  it('builds the docs folder alone with disableVersioning', async () => {
    const site = await copyFixture('docusaurus-versions');
    await edit(site, 'docusaurus.config.js', 'versions: {', 'disableVersioning: true, versions: {');
    const result = await build({ root: site, write: false });
    const paths = result.files.map((file) => file.path);
    expect(paths).toContain('docs/countdown/index.html');
    expect(paths.some((p) => p.includes('1.0'))).toBe(false);
    expect(dropdown(page(result, 'docs/intro/index.html'))).toBe('');
  });
});

function between(html: string): string {
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
}

describe("a versioned Docusaurus site's React page and generated index", async () => {
  const copy = await copyFixture('docusaurus-versions');
  await mkdir(path.join(copy, 'src/pages'), { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  await writeFile(
    path.join(copy, 'src/pages/crew.tsx'),
    'import Layout from \'@theme/Layout\';\nexport default () => <Layout title="Crew"><h1>Crew</h1></Layout>;\n',
  );
  // And a generated index in the old version.
  await edit(
    copy,
    'versioned_sidebars/version-1.0-sidebars.json',
    '"label": "Guides",',
    '"label": "Guides", "link": { "type": "generated-index" },',
  );
  const result = await build({ root: copy, write: false });

  it("shows an old version's banner and badge on its generated index, as on its docs", () => {
    const index = page(result, 'docs/1.0/category/guides/index.html');
    expect(banner(index)).toContain('1.0');
    expect(banner(index)).toContain('<a href="/docs/intro/"');
    expect(index).toMatch(/<p class="version-badge">[^<]*1\.0<\/p>/);
    // A card without a front matter description shows the doc's first line of text, marks taken off.
    expect(index).toContain('Pull the lever, then read the gyroscope page.');
  });

  it("links the same page in the other language, as Docusaurus's locale dropdown does", () => {
    expect(errors(result)).toEqual([]);
    const picker = (html: string) => /<details class="version-picker language-picker">[\s\S]*?<\/details>/.exec(html);
    expect(picker(page(result, 'crew/index.html'))?.[0]).toContain('<a href="/fr/crew/" hrefLang="fr"');
    expect(picker(page(result, 'fr/crew/index.html'))?.[0]).toContain('<a href="/crew/" hrefLang="en"');
  });

  it("links each version's home from a page that is no doc, the last version's too", () => {
    const versions = dropdown(page(result, 'crew/index.html'));
    expect(versions).toContain('<a href="/docs/intro/" hrefLang="en" aria-current="true">2.0</a>');
    expect(versions).not.toContain('href="/crew/"');
  });
});

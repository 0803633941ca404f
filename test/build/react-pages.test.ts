import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

// A Docusaurus site whose home and downloads pages are its own React (test/fixtures/react-pages).
const root = `${fixtures}react-pages`;
const file = (result: BuildResult, name: string) => result.files.find((made) => made.path === name);
const page = (result: BuildResult, name: string) => String(file(result, name)?.contents ?? '');
/** The fixture built once, for the tests that only read it. */
let built: Promise<BuildResult> | undefined;
const fixtureBuild = () => {
  built ??= build({ root, write: false });
  return built;
};
const content = (html: string) => /<div class="react-page">[\s\S]*?<div class="swizzled">/.exec(html)?.[0] ?? '';

describe("a Docusaurus site's React pages", () => {
  it('draws the home from its own component inside the site layout: CSS module, context, Link, Translate', async () => {
    const result = await fixtureBuild();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const home = page(result, 'index.html');
    // The page's Layout title and description; helpdocs's navbar and footer around the page.
    expect(home).toContain('<title>Welcome to Quill | Quill</title>');
    expect(home).toContain('<meta name="description" content="Quill: notes that write back"/>');
    expect(home).toMatch(/<nav[^>]*class="navbar/);
    expect(home).toContain('<div class="swizzled"><footer class="footer quill-footer">');
    const main = content(home);
    expect(main).toContain('<h1 class="hero__title">Quill</h1>');
    expect(main).toContain('<p class="hero__subtitle">Notes that write back</p>');
    // Translate reads i18n/en/code.json; translate() falls back to its message, with values put in.
    expect(main).toContain('<a href="/docs/intro" class="button button--secondary button--lg">Start writing</a>');
    expect(main).toContain('<p>Release 4.2.0</p>');
    // pathname:// is a plain path under the base; it and an address with a scheme open in a new tab (isInternalUrl).
    const newTab = 'target="_blank" rel="noopener noreferrer"';
    expect(main).toContain(`<a href="/files/quill-1.pdf" ${newTab}>Manual</a> <a href="https://quill.example/chat"`);
    expect(main).toContain('<p class="motto">Write it first then fix it</p>');
    expect(main).toContain('<img src="/img/quill.svg" alt="Quill"');
    // Its own component from a `_` folder, which is no page itself; a static page ships no chunk of its own.
    expect(main).toContain('<h3>Write</h3><p>Plain text, kept as you typed it.</p>');
    expect(main).not.toContain('data-island');
    // The CSS module's classes, in a stylesheet of the page's own, after the site's; Infima's classes before it,
    // one class strong as Infima's own, so the site's CSS (Tailwind's utilities) wins over them.
    const banner = /<header class="([\w-]+)">/.exec(main)?.[1] ?? '';
    expect(banner).toMatch(/banner/);
    const sheets = [...home.matchAll(/<link rel="stylesheet" href="\/(assets\/(\w+)\.[\w]+\.css)"\/>/g)];
    expect(sheets.map((found) => found[2])).toEqual(['style', 'infima', 'site', 'swizzled', 'styles']);
    const css = page(result, sheets[4]?.[1] ?? '');
    expect(css).toContain(`.${banner} {`);
    expect(css).not.toContain('.container{');
    expect(page(result, sheets[1]?.[1] ?? '')).toContain(':where(.main-wrapper) .container{');
    // No splash: the team's home replaces it.
    expect(home).not.toContain('class="splash"');
  });

  it('lists the React pages in the sitemap, as Docusaurus lists every route, and not the 404', async () => {
    const result = await fixtureBuild();
    const sitemap = page(result, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    // Docusaurus's permalinks: src/pages/downloads.tsx is /downloads.
    for (const route of ['/', '/downloads', '/setup', '/welcome']) expect(locs).toContain(route);
    expect(locs.filter((route) => /404|__tests__|_parts|legacy/.test(route))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("draws each React page and the 404's content inside the site's swizzled Root, named in no warning", async () => {
    const result = await fixtureBuild();
    expect(result.diagnostics.filter((d) => d.ruleId === 'docusaurus-swizzle')).toEqual([]);
    const before =
      '<p class="quill-offline">Quill works offline.</p><div id="main" tabindex="-1" class="main-wrapper">';
    const after = '</div><a class="quill-help" href="mailto:help@quill.example">Help</a></div>';
    for (const name of ['index.html', 'downloads/index.html', '404.html']) {
      const drawn = page(result, name);
      expect(drawn).toContain(before);
      expect(drawn).toContain(after);
    }
    // A hydrated page's chunk draws the Root too, so hydration matches.
    const src = /data-island="site:src\/pages\/downloads.tsx" data-island-src="\/([^"]+)"/.exec(
      page(result, 'downloads/index.html'),
    )?.[1];
    expect(Buffer.from(file(result, src ?? '')?.contents ?? '').toString()).toContain('Quill works offline.');
    // A doc is helpdocs's own static page: the Root's parts are not on it.
    expect(page(result, 'docs/intro/index.html')).not.toContain('quill-help');
  });

  it('hydrates a page with state from a chunk of its own; leaves out partials, tests and excluded files', async () => {
    const result = await fixtureBuild();
    const downloads = page(result, 'downloads/index.html');
    // A title from the page's own <Head> is shown as it is (Helmet's innermost title), a Layout's title formatted.
    expect(downloads).toContain('<title>Downloads</title>');
    expect(page(result, 'setup/index.html')).toContain('<title>Install · Quill setup</title>');
    expect(downloads).toContain('<meta name="description" content="Quill for every desktop"/>');
    const island = /<div class="island" data-island="site:src\/pages\/downloads.tsx" data-island-src="([^"]+)"/.exec(
      downloads,
    );
    expect(island?.[1]).toMatch(/^\/assets\/page-downloads-tsx\.\w+\.js$/);
    const chunk = Buffer.from(file(result, (island?.[1] ?? '').slice(1))?.contents ?? '').toString();
    expect(chunk).toContain('quill-4.2.0.AppImage');
    // The CSS module's class names as the server drew them, so hydration matches.
    const tabs = /<div class="([\w-]+)" role="tablist">/.exec(downloads)?.[1] ?? '';
    expect(tabs).toMatch(/tabs/);
    expect(chunk).toContain(`"${tabs}"`);
    expect(downloads).toContain('Download <strong>quill-4.2.0.AppImage</strong> for <!-- -->Linux');
    const pages = result.files.map((made) => made.path).filter((name) => name.endsWith('index.html'));
    expect(pages.filter((name) => /_parts|__tests__|legacy/.test(name))).toEqual([]);
  });

  it('hydrates a page with BrowserOnly or useIsBrowser alone; the server draws the fallback', async () => {
    const result = await fixtureBuild();
    const welcome = page(result, 'welcome/index.html');
    const island = /<div class="island" data-island="site:src\/pages\/welcome.tsx" data-island-src="([^"]+)"/.exec(
      welcome,
    );
    expect(island?.[1]).toMatch(/^\/assets\/page-welcome-tsx\.\w+\.js$/);
    expect(welcome).toContain('<p class="greeting">Looking for your notes…</p>');
    expect(welcome).toContain('<p class="where">Read from the server.</p>');
    expect(welcome).not.toContain('are ready');
    // Docusaurus's other client modules on the server: no effect has run yet.
    const clientApi = /<p class="client-api">([\s\S]*?)<\/p>/.exec(welcome)?.[1]?.replace(/<!-- -->/g, '');
    expect(clientApi).toBe('The guide is inside the site, not yet.');
    expect(welcome).toMatch(
      /<img src="\/img\/quill\.svg" alt="Quill, ideal" height="20" loading="lazy" class="ideal-mark/,
    );
    // The image's style attribute, which the Content-Security-Policy blocks, is a class with its rule.
    const styled = /<img class="welcome-mark (mdx-style-\w+)"/.exec(welcome)?.[1];
    expect(welcome).not.toContain(' style="');
    const sheet = /<link rel="stylesheet" href="\/(assets\/styles\.\w+\.css)"\/>/.exec(welcome)?.[1] ?? '';
    expect(page(result, sheet)).toContain(`.${styled}{display:block !important}`);
  });

  it("draws the swizzled Footer in place of helpdocs's, a wrapped DocItem/Footer around helpdocs's own", async () => {
    const result = await fixtureBuild();
    const intro = page(result, 'docs/intro/index.html');
    // The site's footer, with its context and Link, on every page; helpdocs's footer columns are gone.
    expect(intro).toContain('<div class="swizzled"><footer class="footer quill-footer"><p class="');
    expect(intro).toContain('">Quill 4.2.0 · <a href="/downloads">Get Quill</a>');
    expect(intro).not.toContain('footer-columns');
    // Its CSS module, with the class the server drew, in a stylesheet every page links (the 404 too).
    const release = /<footer class="footer quill-footer"><p class="([\w-]+)">/.exec(intro)?.[1] ?? '';
    expect(release).toMatch(/release/);
    const sheet = /<link rel="stylesheet" href="\/(assets\/swizzled\.\w+\.css)"\/>/.exec(intro)?.[1] ?? '';
    expect(page(result, sheet)).toContain(`.${release} {`);
    for (const other of ['index.html', 'downloads/index.html', '404.html'])
      expect(page(result, other)).toContain(`<link rel="stylesheet" href="/${sheet}"/>`);
    // @theme-original/DocItem/Footer is helpdocs's doc footer (edit link); useDoc() gives the doc's edit URL.
    const docFooter = /<div class="swizzled"><footer class="doc-footer">[\s\S]*?<\/div>(?=<\/article>)/.exec(
      intro,
    )?.[0];
    expect(docFooter).toContain('href="https://git.example/quill/edit/main/docs/intro.md"');
    expect(docFooter).toContain('<p class="quill-feedback">Was this page helpful? Suggest a change.</p>');
    expect(result.diagnostics.filter((d) => d.ruleId === 'docusaurus-swizzle')).toEqual([]);
  });

  it("gives the site's themeConfig to useThemeConfig() in a React page, a swizzled Footer and an MDX doc", async () => {
    const result = await fixtureBuild();
    const forum = '<a href="https://forum.quill.example/c/help">';
    // The site's own key, and a classic theme's default it left out (tableOfContents.maxHeadingLevel: 3).
    expect(content(page(result, 'downloads/index.html'))).toContain(
      `<p class="forum">Stuck? ${forum}Ask on the forum</a> (answers list headings down to h<!-- -->3<!-- -->).</p>`,
    );
    expect(page(result, 'docs/intro/index.html')).toContain(`${forum}Forum</a></p></footer>`);
    // In a doc's MDX, with the navbar's title the config gave.
    expect(page(result, 'docs/community/index.html')).toContain(
      '<a class="forum-link" href="https://forum.quill.example/c/help">the Quill forum</a>',
    );
  });

  it("draws the swizzled NotFound/Content as the 404 page's content, in the site's layout", async () => {
    const result = await fixtureBuild();
    const notFound = page(result, '404.html');
    // Titled as Docusaurus's NotFound titles it; no canonical link: servers return it for any path.
    expect(notFound).toContain('<title>Page Not Found | Quill</title>');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('simple-page');
    // Inside the site's Root (its note first), then Docusaurus's Layout.
    const root = '<p class="quill-offline">Quill works offline.</p>';
    const wrapper = `<div class="react-page">${root}<div id="main" tabindex="-1" class="main-wrapper">`;
    const heading = /<main class="container margin-vert--xl"><h1 class="([\w-]+)">Lost a note\?<\/h1>/.exec(notFound);
    expect(notFound).toContain(`${wrapper}${heading?.[0]}`);
    const lost = heading?.[1];
    expect(lost).toMatch(/lost/);
    expect(notFound).toContain('<p>Start again from the <a href="/docs/intro">introduction</a>.</p>');
    expect(notFound).toContain('<div class="swizzled"><footer class="footer quill-footer">');
    const sheet = /<link rel="stylesheet" href="\/(assets\/styles\.\w+\.css)"\/>/.exec(notFound)?.[1] ?? '';
    expect(page(result, sheet)).toContain(`.${lost} {`);
  });

  it('names each import with no stand-in once, drawing the page without it; a page that fails links away', async () => {
    const copy = await copyFixture('react-pages');
    const partial = [
      "import DocSidebar from '@theme/DocSidebar';",
      "import { Chart } from 'chart-kit-not-installed';",
      "import Layout from '@theme/Layout';",
      'export default function Stats() {',
      '  const band = { backgroundImage: "url(/img/quill.svg)" };',
      '  return <Layout title="Stats"><DocSidebar /><Chart /><p style={band}>Numbers of the week.</p></Layout>;',
      '}',
    ].join('\n');
    await writeFile(path.join(copy, 'src/pages/stats.jsx'), partial);
    await writeFile(path.join(copy, 'src/pages/broken.jsx'), 'export default function Broken() { return x.y; }\n');
    // A whole swizzled NotFound: its own title, Layout and the site's NotFound/Content inside.
    const wholeNotFound = [
      "import { translate } from '@docusaurus/Translate';",
      "import { PageMetadata } from '@docusaurus/theme-common';",
      "import Layout from '@theme/Layout';",
      "import NotFoundContent from '@theme/NotFound/Content';",
      'export default function NotFound() {',
      "  const title = translate({ id: 'theme.NotFound.title', message: 'Nothing here' });",
      '  return <><PageMetadata title={title} /><Layout><NotFoundContent className="quill-404" /></Layout></>;',
      '}',
    ].join('\n');
    await writeFile(path.join(copy, 'src/theme/NotFound.jsx'), wholeNotFound);
    // A Root that cannot draw: the pages are drawn without it, said once.
    await writeFile(path.join(copy, 'src/theme/Root.tsx'), 'export default function Root() { return y.z; }\n');
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.ruleId === 'docusaurus-swizzle').map(formatDiagnostic)).toEqual([
      'src/theme/Root.tsx:1:1 warning Swizzled Root not used (React pages are drawn without it): y is not defined ' +
        'docusaurus-swizzle',
    ]);
    expect(page(result, 'index.html')).toContain('<h1 class="hero__title">Quill</h1>');
    expect(result.diagnostics.filter((d) => d.ruleId === 'react-page').map(formatDiagnostic)).toEqual([
      'src/pages/broken.jsx:1:1 warning React page not drawn: x is not defined ' +
        "(it gets a page that links to it at the site's url) react-page",
      'src/pages/stats.jsx:1:1 warning "@theme/DocSidebar" has no stand-in in helpdocs: the page is drawn without it ' +
        'react-page',
      'src/pages/stats.jsx:1:1 warning "chart-kit-not-installed" has no stand-in in helpdocs: the page is drawn ' +
        'without it react-page',
    ]);
    // A style that could load a file is left out, and said.
    expect(result.diagnostics.filter((d) => d.ruleId === 'mdx-output-removed').map(formatDiagnostic)).toEqual([
      'src/pages/stats.jsx:1:1 warning The style "background-image:url(/img/quill.svg)" could load a file: removed ' +
        "(give the element a class and style it in the site's CSS) mdx-output-removed",
    ]);
    expect(page(result, 'stats/index.html')).toContain('<div id="main" tabindex="-1" class="main-wrapper"><p>Numbers');
    expect(page(result, 'broken/index.html')).toContain('<a href="https://quill.example/broken/">');
    const notFound = page(result, '404.html');
    expect(notFound).toContain('<title>Nothing here | Quill</title>');
    expect(notFound).toMatch(/<main class="container margin-vert--xl quill-404"><h1 class="[\w-]+">Lost a note\?/);
  });

  it('gives a Footer composed of @theme/Footer/* the footer of the config, its items with their own keys', async () => {
    const copy = await copyFixture('react-pages');
    const composed = [
      "import { useThemeConfig } from '@docusaurus/theme-common';",
      "import FooterLinks from '@theme/Footer/Links';",
      "import FooterCopyright from '@theme/Footer/Copyright';",
      "import Mark from './mark.svg';",
      '',
      'export default function Footer() {',
      '  const { footer } = useThemeConfig();',
      '  const icons = footer.links.flatMap((column) => column.items).map((item) => (',
      '    <img key={item.label} className="icon" src={item.icon} alt={item.label} />',
      '  ));',
      '  return (',
      '    <footer className="footer composed">',
      '      <FooterLinks links={footer.links} />',
      '      {icons}',
      '      <FooterCopyright copyright={footer.copyright} />',
      '      <Mark title="Quill mark" />',
      '    </footer>',
      '  );',
      '}',
    ].join('\n');
    await writeFile(path.join(copy, 'src/theme/Footer/index.tsx'), composed);
    await writeFile(path.join(copy, 'src/theme/Footer/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await edit(
      copy,
      'docusaurus.config.js',
      "items: [{ label: 'Downloads', to: '/downloads' }] }] },",
      "items: [{ label: 'Downloads', to: '/downloads', icon: '/img/quill.svg' }] }], copyright: 'Quill team' },",
    );
    const result = await build({ root: copy, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const intro = page(result, 'docs/intro/index.html');
    expect(intro).toContain('<footer class="footer composed">');
    expect(intro).toMatch(/<h2 class="footer-title">More<\/h2><ul><li><a href="\/downloads\/?">Downloads<\/a>/);
    expect(intro).toContain('<img class="icon" src="/img/quill.svg" alt="Downloads"/>');
    expect(intro).toContain('Quill team');
    // A file the footer imports is published where its URL says.
    const mark = /<img src="\/(assets\/files\/mark-[0-9a-f]{8}\.svg)" alt="Quill mark"/.exec(intro)?.[1];
    expect(result.files.some((made) => made.path === mark)).toBe(true);
  });
});

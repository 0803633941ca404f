// Several locales in one build: English at the base, Brazilian Portuguese under /docs/pt-BR/.
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { ConfigError, parseConfig } from '../../src/load/config/load.js';
import { fixtures } from '../helpers/sites.js';

const root = path.join(fixtures, 'i18n-site');

describe('i18n-site', async () => {
  const result = await build({ root, write: false });
  const paths = new Set(result.files.map((file) => file.path));
  const file = (name: string) => {
    const found = result.files.find((f) => f.path === name);
    if (!found) throw new Error(`${name} is not in the output`);
    return String(found.contents);
  };
  const links = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);

  it('builds every locale without errors and warns once per locale about untranslated pages', () => {
    expect(result.stats.errors).toBe(0);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "i18n/pt-BR:1:1 warning 1 of 3 pages are not translated into pt-BR yet: they show the default locale's text " +
        'with a notice (add their translations under i18n/pt-BR/ with the same paths as in the content folder) ' +
        'untranslated-pages',
    ]);
    expect(result.locales.map((l) => l.locale)).toEqual(['en', 'pt-BR']);
  });

  it('routes the default locale at the base and the other under <base><locale>/', () => {
    for (const route of [
      'docs/',
      'docs/guides/installation/',
      'docs/guides/configuration/',
      'docs/pt-BR/',
      'docs/pt-BR/guides/installation/',
      'docs/pt-BR/guides/configuration/',
    ]) {
      expect(paths).toContain(`${route}index.html`);
    }
    expect(file('docs/index.html')).toContain('<html lang="en"');
    expect(file('docs/pt-BR/index.html')).toContain('<html lang="pt-BR"');
    expect(file('docs/pt-BR/index.html')).toContain('<h1>Boas-vindas</h1>');
  });

  it('shows translated category labels and resolves links within the locale', () => {
    const page = file('docs/pt-BR/guides/installation/index.html');
    expect(page).toContain('Guias');
    expect(page).toContain('href="/docs/pt-BR/guides/configuration/#ports"');
    expect(file('docs/pt-BR/index.html')).toContain('href="/docs/pt-BR/guides/installation/"');
    expect(file('docs/guides/installation/index.html')).toContain('href="/docs/guides/configuration/#ports"');
  });

  it('links each translated page to its translations with hreflang and x-default', () => {
    const expected = [
      '<link rel="alternate" hrefLang="en" href="https://docs.example/docs/guides/installation/"/>',
      '<link rel="alternate" hrefLang="pt-BR" href="https://docs.example/docs/pt-BR/guides/installation/"/>',
      '<link rel="alternate" hrefLang="x-default" href="https://docs.example/docs/guides/installation/"/>',
    ];
    expect(links(file('docs/guides/installation/index.html'), 'alternate')).toEqual(expected);
    expect(links(file('docs/pt-BR/guides/installation/index.html'), 'alternate')).toEqual(expected);
    expect(links(file('docs/pt-BR/guides/installation/index.html'), 'canonical')).toEqual([
      '<link rel="canonical" href="https://docs.example/docs/pt-BR/guides/installation/"/>',
    ]);
  });

  it('renders an untranslated page under the locale with its UI, a notice and a canonical link to the original', () => {
    const page = file('docs/pt-BR/guides/configuration/index.html');
    expect(page).toContain('<html lang="pt-BR"');
    expect(page).toContain('Esta página ainda não foi traduzida para Português.');
    expect(page).toContain('<article class="doc" lang="en">');
    expect(page).toContain('Acme listens on port 8080');
    expect(page).toContain('aria-label="Idioma: Português"');
    expect(links(page, 'canonical')).toEqual([
      '<link rel="canonical" href="https://docs.example/docs/guides/configuration/"/>',
    ]);
    expect(links(page, 'alternate')).toEqual([]);
    // Its image is published under the locale too.
    expect(page).toContain('src="/docs/pt-BR/guides/settings.svg"');
    expect(paths).toContain('docs/pt-BR/guides/settings.svg');
  });

  it('has a language picker of plain links to the same page in the other language', () => {
    const picker = (html: string) =>
      [...html.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(picker(file('docs/guides/installation/index.html'))).toEqual([
      'en /docs/guides/installation/',
      'pt-BR /docs/pt-BR/guides/installation/',
    ]);
    expect(picker(file('docs/pt-BR/tags/configuracao/index.html'))).toEqual([
      'en /docs/',
      'pt-BR /docs/pt-BR/tags/configuracao/',
    ]);
    // Each locale's search page has its own route (the locale's strings): the picker pairs them.
    expect(picker(file('docs/pt-BR/busca/index.html'))).toEqual(['en /docs/search/', 'pt-BR /docs/pt-BR/busca/']);
    expect(picker(file('docs/search/index.html'))).toEqual(['en /docs/search/', 'pt-BR /docs/pt-BR/busca/']);
  });

  it('gives each locale its own search index, search page, tags pages and 404', () => {
    for (const locale of ['docs/', 'docs/pt-BR/']) {
      expect(paths).toContain(`${locale}search-manifest.json`);
      expect(paths).toContain(`${locale}404.html`);
      expect(paths).toContain(`${locale}tags/index.html`);
      expect([...paths].some((p) => p.startsWith(`${locale}assets/search/shard-`))).toBe(true);
    }
    expect(paths).toContain('docs/tags/setup/index.html');
    expect(paths).toContain('docs/pt-BR/tags/configuracao/index.html');
    const ptShards = result.files
      .filter((f) => f.path.startsWith('docs/pt-BR/assets/search/page-'))
      .map((f) => String(f.contents));
    expect(ptShards.some((text) => text.includes('"title":"Instalação"'))).toBe(true);
    expect(ptShards.some((text) => text.includes('"title":"Installation"'))).toBe(false);
    expect(file('docs/pt-BR/404.html')).toContain('<html lang="pt-BR"');
    // The client bundle is shared: one set of assets at the base.
    expect(
      [...paths].some((p) => p.startsWith('docs/pt-BR/assets/') && !p.startsWith('docs/pt-BR/assets/search/')),
    ).toBe(false);
  });

  it('writes one set of hosting files that covers every locale', () => {
    const hosting = [...paths]
      .filter((p) => /(^|\/)(_redirects|_headers|nginx-helpdocs\.conf|robots\.txt|sitemap\.xml|404\.html)$/.test(p))
      .sort();
    expect(hosting).toEqual([
      '404.html',
      '_headers',
      '_redirects',
      'docs/404.html',
      'docs/pt-BR/404.html',
      'docs/sitemap.xml',
      'nginx-helpdocs.conf',
      'robots.txt',
    ]);
    expect(file('404.html')).toBe(file('docs/404.html'));
    const redirects = file('_redirects');
    expect(redirects.match(/^\/ /gm)).toHaveLength(1);
    expect(redirects).toContain('/docs/setup /docs/guides/installation/ 301');
    expect(redirects).toContain('/docs/pt-BR/setup /docs/pt-BR/guides/installation/ 301');
    const nginx = file('nginx-helpdocs.conf');
    expect(nginx).toContain('location = "/docs/pt-BR/404.html" {');
    expect(nginx).toMatch(/location "\/docs\/pt-BR\/" \{\n {2}error_page 404 \/docs\/pt-BR\/404\.html;/);
    expect(file('_headers')).toContain('/docs/pt-BR/assets/*');
    const sitemap = file('docs/sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example/docs/pt-BR/guides/installation/</loc>');
    expect(sitemap).toContain('<loc>https://docs.example/docs/guides/configuration/</loc>');
    expect(sitemap).not.toContain('<loc>https://docs.example/docs/pt-BR/guides/configuration/</loc>');
    // The header policy allows the inline code of both locales (their banners' texts differ).
    const policy = /Content-Security-Policy: (.*)/.exec(file('_headers'))![1]!;
    for (const page of ['docs/index.html', 'docs/pt-BR/index.html']) {
      const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/
        .exec(file(page))![1]!
        .replace(/&#x27;/g, "'");
      for (const hash of meta.match(/'sha256-[^']+'/g)!) expect(policy).toContain(hash);
    }
  });

  it(
    "reads translations from Docusaurus's folder too, and reports a broken link of a translation at its " + 'place',
    async () => {
      const copy = await mkdtemp(path.join(tmpdir(), 'helpdocs-i18n-'));
      try {
        await cp(root, copy, { recursive: true });
        const docusaurus = path.join(copy, 'i18n/pt-BR/docusaurus-plugin-content-docs/current');
        await cp(path.join(copy, 'i18n/pt-BR'), `${copy}/tmp-pt`, { recursive: true });
        await rm(path.join(copy, 'i18n/pt-BR'), { recursive: true });
        await cp(`${copy}/tmp-pt`, docusaurus, { recursive: true });
        await rm(`${copy}/tmp-pt`, { recursive: true });
        const moved = await build({ root: copy, write: false });
        expect(moved.stats.errors).toBe(0);
        expect(String(moved.files.find((f) => f.path === 'docs/pt-BR/index.html')?.contents)).toContain(
          '<h1>Boas-vindas</h1>',
        );
        await rename(path.join(copy, 'content/guides/configuration.md'), path.join(copy, 'content/guides/settings.md'));
        const broken = await build({ root: copy, write: false });
        const errors = broken.diagnostics
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`);
        expect(errors).toEqual([
          'content/guides/installation.md:7:64 broken-link',
          'i18n/pt-BR/docusaurus-plugin-content-docs/current/guides/installation.md:7:65 broken-link',
        ]);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    },
  );

  it("keeps every locale's parse results in the build cache: a second build parses nothing", async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-i18n-cache-'));
    try {
      const cold = await build({ root, write: false, cacheDir });
      expect(cold.cache.reusedDocs).toBe(0);
      const warm = await build({ root, write: false, cacheDir });
      expect(warm.cache.reusedDocs).toBe(6);
      const page = (r: typeof warm) =>
        String(r.files.find((f) => f.path === 'docs/pt-BR/guides/configuration/index.html')?.contents);
      expect(page(warm)).toBe(page(cold));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('i18n config', () => {
  const problems = (i18n: unknown) => {
    try {
      parseConfig({ i18n });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return '';
  };

  it('refuses a default locale missing from the locales, a repeated locale and settings of an unlisted one', () => {
    expect(problems({ defaultLocale: 'en', locales: ['pt-BR'] })).toContain(
      'i18n.locales: locales must include defaultLocale',
    );
    expect(problems({ defaultLocale: 'en', locales: ['en', 'en'] })).toContain('i18n.locales: locales must not repeat');
    expect(problems({ defaultLocale: 'en', locales: ['en'], localeConfigs: { es: { label: 'Español' } } })).toContain(
      'i18n.localeConfigs: localeConfigs may only name locales listed in locales',
    );
    expect(
      problems({
        defaultLocale: 'en',
        locales: ['en', 'es'],
        localeConfigs: { es: { label: 'Español', direction: 'rtl' } },
      }),
    ).toBe('');
  });
});

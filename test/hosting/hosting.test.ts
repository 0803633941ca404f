import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { parseRedirectsFile } from '../../src/output/hosting/redirects-file.js';
import { nginxSnippet } from '../../src/output/hosting/nginx.js';
import { pathForms, redirectRules } from '../../src/output/hosting/rules.js';
import { fixtures } from '../helpers/sites.js';

describe('hosting files of site-mini', async () => {
  const result = await build({ root: path.join(fixtures, 'site-mini'), write: false });
  const file = (name: string) => {
    const found = result.files.find((f) => f.path === name);
    if (!found) throw new Error(`${name} is not in the output`);
    return String(found.contents);
  };

  it('writes _redirects with the base and every form of each moved page, all 301', () => {
    expect(file('_redirects')).toMatchInlineSnapshot(`
      "# helpdocs: real redirects for Netlify and Cloudflare Pages. Generated; do not edit.
      / /manual/ 301
      /manual/guia/instalar /manual/guia/instalacao/ 301
      /manual/guia/instalar/ /manual/guia/instalacao/ 301
      /manual/guia/instalar.html /manual/guia/instalacao/ 301
      /manual/guia/instalar/index.html /manual/guia/instalacao/ 301
      "
    `);
  });

  it('reads its own _redirects back into the same rules', () => {
    const rules = parseRedirectsFile(file('_redirects'));
    expect(Object.fromEntries(rules)).toEqual(
      Object.fromEntries(redirectRules(result.site).map((r) => [r.from, r.to])),
    );
  });

  it('lists only listed pages in the sitemap, with absolute URLs', () => {
    const sitemap = file('manual/sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://docs.example/manual/');
    expect(locs).toContain('https://docs.example/manual/guia/instalacao/');
    expect(locs).toContain('https://docs.example/manual/tags/');
    expect(locs).not.toContain('https://docs.example/manual/oculta/');
    expect(locs.some((loc) => /instalar|404|\.html/.test(loc ?? ''))).toBe(false);
    expect(sitemap).toContain('<loc>https://docs.example/manual/guia/instalacao/</loc><lastmod>2025-01-05</lastmod>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(file('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example/manual/sitemap.xml\n');
  });

  it('copies the not-found page to /404.html, where plain static hosts look for it', () => {
    expect(file('404.html')).toBe(file('manual/404.html'));
  });

  it('writes an nginx snippet with only include-safe directives', () => {
    const snippet = file('nginx-helpdocs.conf');
    const statements = snippet
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line !== '}');
    for (const statement of statements) {
      expect(statement).toMatch(/^(location|error_page|if|set|charset|add_header|internal|types|default_type)\b/);
    }
    expect(snippet).not.toMatch(/^\s*(server|root|listen|alias|include)\b/m);
    expect(snippet).toContain(
      'location = "/manual/guia/instalar.html" { return 301 "/manual/guia/instalacao/$is_args$args"; }',
    );
    expect(snippet).toContain('error_page 404 /manual/404.html;');
    expect(snippet).toContain(
      'location ^~ "/manual/assets/" {\n  charset utf-8;\n  add_header Cache-Control "public, max-age=31536000, ' +
        'immutable";\n',
    );
  });
});

describe('redirect rules', () => {
  it('names a route in the four forms a link may take', () => {
    expect(pathForms('/manual/a/b/')).toEqual([
      '/manual/a/b',
      '/manual/a/b/',
      '/manual/a/b.html',
      '/manual/a/b/index.html',
    ]);
  });

  it('sends the host root to the base only when the base is not the root', () => {
    const redirects = [{ from: 'x', to: 'y', fromRoute: '/x/', toRoute: '/y/' }];
    expect(redirectRules({ config: { base: '/' } as never, redirects }).map((r) => r.from)).toEqual(pathForms('/x/'));
  });

  it('encodes targets so nginx never reads part of a path as a variable', () => {
    const snippet = nginxSnippet('/docs/', [{ from: '/docs/a b', to: '/docs/$c/' }]);
    expect(snippet).toContain('location = "/docs/a b" { return 301 "/docs/%24c/$is_args$args"; }');
    expect(snippet).toContain('location ~ "^(?<helpdocs_page>/docs(?:/.*)?)\\.html$"');
  });

  it('skips comments, other statuses and repeated sources when reading _redirects', () => {
    const rules = parseRedirectsFile('# c\n/a /b/ 301\n/a /c/ 301\n/x /y 200\n\n/%C3%A7 /d/ 301\n');
    expect([...rules]).toEqual([
      ['/a', '/b/'],
      ['/ç', '/d/'],
    ]);
  });
});

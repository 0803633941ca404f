// The navbar logo's `href: 'pathname:///'`: the theme's Logo passes it to Link, which takes the `pathname://`
// protocol off and puts the base before the path (@docusaurus/core client/exports/Link.js), as for navbar items.
import { describe, expect, it } from 'vitest';
import { createNotes } from '../../src/load/config/docusaurus/notes.js';
import { mapThemeConfig } from '../../src/load/config/docusaurus/theme-config.js';

function logoHrefOf(href: string, base: string): unknown {
  const context = {
    notes: createNotes('docusaurus.config.js', ''),
    routeBasePath: 'docs',
    instances: [],
    instanceRoutes: [],
    otherPages: new Set<string>(),
    sections: [],
  };
  const themeConfig = { navbar: { logo: { alt: 'L', src: 'img/l.png', href } } };
  const mapped = mapThemeConfig(themeConfig, 'Site', base, context) as { logo?: { href?: string } };
  return mapped.logo?.href;
}

describe('the navbar logo link', () => {
  it('is the path of a pathname:// href, under the base', () => {
    expect(logoHrefOf('pathname:///', '/')).toBe('/');
    expect(logoHrefOf('pathname:///files/a.pdf', '/docs/')).toBe('/docs/files/a.pdf');
  });

  it('keeps a path from / under the base, and a URL as written', () => {
    expect(logoHrefOf('/intro', '/docs/')).toBe('/docs/intro');
    expect(logoHrefOf('https://example.com', '/docs/')).toBe('https://example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { addBaseUrl, linkHref } from '../../src/parse/mdx/theme/base-url.js';

// Docusaurus's useBaseUrl and <Link> on a site served under /docs/.
const site = { base: '/docs/', url: 'https://example.org' };

describe("Docusaurus's base URL rule", () => {
  it('adds the base once, to paths from / and relative ones; leaves addresses and anchors', () => {
    expect(addBaseUrl(site, '/img/a.png')).toBe('/docs/img/a.png');
    expect(addBaseUrl(site, 'img/a.png')).toBe('/docs/img/a.png');
    expect(addBaseUrl(site, '/docs/server/installation/')).toBe('/docs/server/installation/');
    expect(addBaseUrl(site, '/docs')).toBe('/docs/');
    expect(addBaseUrl(site, 'https://x.org/a')).toBe('https://x.org/a');
    expect(addBaseUrl(site, '#top')).toBe('#top');
    expect(addBaseUrl(site, '/docs/a', { forcePrependBaseUrl: true })).toBe('/docs/docs/a');
    expect(addBaseUrl(site, '/a', { absolute: true })).toBe('https://example.org/docs/a');
  });

  it('gives <Link to> the base only for a path from /', () => {
    expect(linkHref(site, '/server/installation/')).toBe('/docs/server/installation/');
    expect(linkHref(site, '/docs/server/installation/')).toBe('/docs/server/installation/');
    expect(linkHref(site, 'installation')).toBe('installation');
    expect(linkHref(site, '//cdn.example.org/a.js')).toBe('//cdn.example.org/a.js');
  });
});

import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from '../../src/client/navigation/connection.js';
import { pageUrl, type LinkLike } from '../../src/client/navigation/links.js';
import { pageKey } from '../../src/client/navigation/page-cache.js';

const HERE = 'https://docs.example/manual/guia/intro/';

function link(href: string, attributes: { target?: string; download?: boolean } = {}): LinkLike {
  return {
    href: new URL(href, HERE).href,
    target: attributes.target ?? '',
    hasAttribute: (name) => name === 'download' && attributes.download === true,
  };
}

const taken = (href: string, attributes?: { target?: string; download?: boolean }) =>
  pageUrl(link(href, attributes), '/manual/', HERE)?.href;

describe('links a page change takes over', () => {
  it('takes other pages of the site, with their hash and query', () => {
    expect(taken('/manual/guia/video/')).toBe('https://docs.example/manual/guia/video/');
    expect(taken('../avancado/a1/#detalhe')).toBe('https://docs.example/manual/guia/avancado/a1/#detalhe');
    expect(taken('/manual/busca/?q=nota')).toBe('https://docs.example/manual/busca/?q=nota');
    expect(taken('/manual/')).toBe('https://docs.example/manual/');
    expect(taken('/manual/guia/intro.html')).toBe('https://docs.example/manual/guia/intro.html');
  });

  it('leaves the browser the rest: this page (hash, reload), other sites and paths, new tabs, downloads, files', () => {
    expect(taken('#primeira-seção')).toBeUndefined();
    expect(taken(HERE)).toBeUndefined();
    expect(taken('https://example.com/manual/x/')).toBeUndefined();
    expect(taken('http://docs.example/manual/x/')).toBeUndefined();
    expect(taken('/outro/')).toBeUndefined();
    expect(taken('/manualx/')).toBeUndefined();
    expect(taken('/manual/x/', { target: '_blank' })).toBeUndefined();
    expect(taken('/manual/x/', { target: '_self' })).toBe('https://docs.example/manual/x/');
    expect(taken('/manual/x/', { download: true })).toBeUndefined();
    expect(taken('/manual/sitemap.xml')).toBeUndefined();
    expect(taken('/manual/img/logo.png')).toBeUndefined();
    expect(taken('mailto:ajuda@docs.example')).toBeUndefined();
  });

  it('keys the page cache without the hash', () => {
    expect(pageKey(new URL('https://docs.example/manual/a/?q=1#x'))).toBe('https://docs.example/manual/a/?q=1');
  });
});

describe('prefetching on this connection', () => {
  it('is off on 2g-class connections and with saveData, on otherwise (and where the API is missing)', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

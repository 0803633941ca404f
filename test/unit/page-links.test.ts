// A page's links in the site's form: only attributes of tags are read, never a code sample's text.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { ElementContent, Properties } from 'hast';
import { pageLinksInForm } from '../../src/render/page-links.js';

const h = (tagName: string, properties: Properties, children: ElementContent[] | string = []): ElementContent => ({
  type: 'element',
  tagName,
  properties,
  children: typeof children === 'string' ? [{ type: 'text', value: children }] : children,
});

describe('page links in the html form', () => {
  it("rewrites href and action of the site's pages, and nothing else", () => {
    const body = toHtml(
      h('div', {}, [
        h('a', { href: '/docs/x/#a', title: 'a > b " c' }, 'x'),
        h('pre', {}, [h('code', {}, '<a href="/docs/x/">x</a> action="/docs/y/"')]),
        h('a', { href: 'https://other.example/docs/' }, 'out'),
        h('img', { src: '/docs/img/', alt: 'href="/docs/z/"' }),
      ]),
    );
    const page = renderToStaticMarkup(
      createElement('main', null, [
        createElement('form', { key: 'f', action: '/docs/search/' }),
        createElement('a', { key: 'a', href: '/docs/', 'data-x': ' href="/docs/q/"' }, 'home'),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the content's HTML, as a doc page holds it
        createElement('div', { key: 'b', dangerouslySetInnerHTML: { __html: body } }),
      ]),
    );
    const html = pageLinksInForm(page, 'html', '/docs/');
    expect(html).toContain('<form action="/docs/search">');
    // The base keeps its slash; a value that looks like an attribute is a value.
    expect(html).toContain('href="/docs/" data-x=" href=&quot;/docs/q/&quot;"');
    expect(html).toContain('<a href="/docs/x#a" title="a > b &#x22; c">');
    expect(html).toContain('&#x3C;a href="/docs/x/">x&#x3C;/a> action="/docs/y/"');
    expect(html).toContain('href="https://other.example/docs/"');
    expect(html).toContain('src="/docs/img/" alt="href=&#x22;/docs/z/&#x22;"');
    expect(pageLinksInForm(page, 'folder', '/docs/')).toBe(page);
  });
});

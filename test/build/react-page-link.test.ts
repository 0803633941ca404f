// Docusaurus's <Link> as a React page draws it on the server and as its browser chunk hydrates it: the same
// markup for each kind of address, pathname:// and new tabs included (Link.tsx, isInternalUrl).
import { build } from 'esbuild';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { browserStandIns } from '../../src/parse/react-page/browser-modules.js';
import { type DocusaurusSite, docusaurusModules } from '../../src/parse/mdx/theme/docusaurus.js';
import { repoRoot } from '../helpers/sites.js';

type LinkProps = { to?: string; href?: string; target?: string; children?: string };
const site: DocusaurusSite = {
  base: '/docs/',
  title: 'T',
  tagline: '',
  url: 'https://t.example',
  locale: 'en',
  colorMode: 'light',
};

/** The browser chunk's Link, bundled from its stand-in source as a page's chunk is. */
async function browserLink(): Promise<ComponentType<LinkProps>> {
  const bundled = await build({
    stdin: { contents: "export { default } from '@docusaurus/Link';", loader: 'js', resolveDir: repoRoot },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: [browserStandIns(site)],
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
}

describe("a React page's Link", () => {
  it('draws the same markup on the server and in the browser, as Docusaurus draws it', async () => {
    const serverLink = docusaurusModules(site)['@docusaurus/Link']?.default as ComponentType<LinkProps>;
    const browser = await browserLink();
    const draw = (Link: ComponentType<LinkProps>, props: LinkProps) => renderToStaticMarkup(createElement(Link, props));
    const cases: Array<[LinkProps, string]> = [
      [{ to: '/intro', children: 'a' }, '<a href="/docs/intro">a</a>'],
      [{ to: 'guide', children: 'b' }, '<a href="guide">b</a>'],
      [
        { to: 'pathname:///files/a.pdf', children: 'c' },
        '<a href="/docs/files/a.pdf" target="_blank" rel="noopener noreferrer">c</a>',
      ],
      [
        { href: 'https://x.example/', children: 'd' },
        '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">d</a>',
      ],
      [
        { to: 'mailto:a@x.example', target: '_self', children: 'e' },
        '<a href="mailto:a@x.example" target="_self" rel="noopener noreferrer">e</a>',
      ],
      [{ to: '#top', children: 'f' }, '<a href="#top">f</a>'],
    ];
    for (const [props, html] of cases) {
      expect(draw(serverLink, props), JSON.stringify(props)).toBe(html);
      expect(draw(browser, props), JSON.stringify(props)).toBe(html);
    }
  });
});

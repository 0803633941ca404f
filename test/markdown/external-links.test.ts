// markdown.externalLinksInNewTab: the Markdown chain opens links to other sites in a new tab, as Docusaurus's
// Link does (remark-external-links.ts); off, links stay as written.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { markdownBody } from '../helpers/markdown-body.js';

const text = [
  '[Site](https://away.example/), <https://auto.example/>, [ref][r], [top](#top).',
  '',
  '<a href="https://raw.example/">raw</a>',
  '',
  '[r]: mailto:team@away.example',
  '',
].join('\n');
const htmlOf = (externalLinksInNewTab: boolean) => markdownBody(text, { externalLinksInNewTab }).html;

describe('links to other sites', () => {
  beforeAll(() => loadHtmlParser());

  it('open in a new tab when the config asks: links, autolinks and references, not raw HTML or anchors', () => {
    const html = htmlOf(true);
    const opened = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer">/g)].map((m) => m[1]);
    expect(opened).toEqual(['https://away.example/', 'https://auto.example/', 'mailto:team@away.example']);
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<a href="https://raw.example/">raw</a>');
  });

  it('stay as written by default', () => {
    expect(htmlOf(false)).not.toContain('target=');
  });
});

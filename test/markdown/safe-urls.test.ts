import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { refusedScheme } from '../../src/core/unsafe-url.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { createStrings } from '../../src/core/strings.js';

// These tests run the chains directly; a build loads the HTML parser before the docs that need it (src/parse/index.ts).
beforeAll(loadHtmlParser);

const pipeline = createPipeline(createStrings('pt-BR'));

async function parse(text: string) {
  const source = {
    path: 'content/docs/pagina.md',
    contentPath: 'docs/pagina.md',
    text: `---\ntitle: T\n---\n${text}`,
    hash: text,
  };
  const { doc, diagnostics } = await parseDoc(pipeline, source, { base: '/manual/', routeOf: () => undefined });
  return {
    html: doc.html,
    errors: diagnostics.filter((d) => d.ruleId === 'unsafe-url').map((d) => `${d.line}:${d.column} ${d.message}`),
  };
}

describe('URLs that run code', () => {
  it('are errors at their position in links, images, autolinks and definitions, in any case or encoding', async () => {
    const { html, errors } = await parse(
      [
        '[a](javascript:alert(1)) and [b](JaVaScRiPt:alert(2))', // line 4
        '[c](&#106;avascript:alert(3)) and [d](java&#9;script:alert(4))', // 5: entity-encoded, a tab the browser drops
        '<javascript:alert(5)>', // 6: autolink
        '![e](javascript:alert(6))', // 7: image
        '[f][ref] and [g](vbscript:msgbox(7))', // 8
        '[h](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)', // 9: a data: link
        '![i](data:text/html,<script>alert(9)</script>)', // 10: a data: image that is not an image
        '',
        '[ref]: %6Aavascript:alert(10) "percent-encoded is no scheme" ', // 12: harmless, a relative path
        '[ref2]: VBSCRIPT:msgbox(11)', // 13: definition
      ].join('\n'),
    );
    expect(errors.map((e) => e.split(' ')[0])).toEqual([
      '4:1',
      '4:30',
      '5:1',
      '5:35',
      '6:1',
      '7:1',
      '8:14',
      '9:1',
      '10:1',
      '13:1',
    ]);
    expect(errors[0]).toContain('"javascript:alert(1)" uses a javascript: URL, which is refused');
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
  });

  it('leaves http(s), mailto, relative links and data: images alone', async () => {
    const { html, errors } = await parse(
      '[a](https://example.com/javascript:x) [b](mailto:a@b.c) [c](#topo) ![d](data:image/png;base64,iVBORw0KGgo=) ' +
        '<https://x.example/>',
    );
    expect(errors).toEqual([]);
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('href="mailto:a@b.c"');
  });

  it('reads the scheme as a browser does', () => {
    expect(refusedScheme(' \u0001javascript:x', 'link')).toBe('javascript');
    expect(refusedScheme('jav\nascript:x', 'link')).toBe('javascript');
    expect(refusedScheme('data:image/svg+xml,<svg/>', 'image')).toBeUndefined();
    expect(refusedScheme('data:image/svg+xml,<svg/>', 'link')).toBe('data');
    expect(refusedScheme('javascript-docs/intro.md', 'link')).toBeUndefined();
  });
});

describe('URLs that run code in raw HTML', () => {
  // Raw HTML goes through the sanitizer (rehype-raw-html.ts), which drops such a URL with a warning.
  it('never reach the page', async () => {
    const { html } = await parse(
      '<a href="javascript:alert(1)">a</a> <img src="JAVASCRIPT:alert(2)" alt="b"> <a ' +
        'href="https://example.com/">c</a>',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('href="https://example.com/"');
  });
});

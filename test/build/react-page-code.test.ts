// `@theme/CodeBlock` in a React page (test/fixtures/react-pages, src/pages/setup.tsx): drawn as a doc's
// code block, and keyed so the page's browser chunk draws the same HTML.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { BROWSER_KEY, serverKey } from '../../src/parse/react-page/page-code-block.js';
import { fixtures } from '../helpers/sites.js';

describe("a React page's CodeBlock", () => {
  it('is highlighted at build time with title, line numbers, class; elements in it are drawn as they are', async () => {
    const result = await build({ root: `${fixtures}react-pages`, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = String(result.files.find((made) => made.path === 'setup/index.html')?.contents ?? '');
    expect(html).toContain('data-island="site:src/pages/setup.tsx"');
    expect(html).toMatch(
      new RegExp(
        '<div class="code-block page-code install-command" data-code="\\w+"><pre tabindex="0">' +
          '<code class="hljs language-bash">npm i -g quill-cli</code></pre></div>',
      ),
    );
    expect(html).toContain('<figure class="code-figure"><figcaption class="code-title">quill.yaml</figcaption>');
    expect(html).toContain(
      '<pre tabindex="0" class="code-line-numbers"><code class="hljs language-yaml">' +
        '<span class="code-line" data-line="1">',
    );
    expect(html).toContain('<pre tabindex="0"><code>quill sync <kbd>--all</kbd></code></pre>');
  });

  it('is found by the browser under the key the server gave it, whatever its props', () => {
    const browserKey = new Function(`return ${BROWSER_KEY}`)() as (props: object, code: string) => string;
    for (const [props, code] of [
      [{ language: 'bash' }, 'npm i'],
      [{ language: 'yaml', title: 'quill.yaml', showLineNumbers: true }, 'sync: true\n"ü" → ✓'],
      [{ metastring: '{1,3}', showLineNumbers: 4 }, ''],
    ] as const)
      expect(browserKey(props, code)).toBe(serverKey(props, code));
    expect(serverKey({ language: 'bash' }, 'a')).not.toBe(serverKey({ language: 'sh' }, 'a'));
  });
});

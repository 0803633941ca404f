import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { LanguageFn } from 'highlight.js';
import hljs from 'highlight.js/lib/core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { parseFenceMeta } from '../../src/parse/markdown/code/fence-meta.js';
import { GRAMMAR_ALIASES } from '../../src/parse/markdown/code/grammars.js';
import { applyHighlightComments } from '../../src/parse/markdown/code/highlight-comments.js';
import { createHighlighter } from '../../src/parse/markdown/code/highlighter.js';
import { renderCodeBlock } from '../../src/parse/markdown/code/render-code-block.js';
import { splitLines } from '../../src/parse/markdown/code/split-lines.js';
import { fixtures } from '../helpers/sites.js';

const load = createRequire(import.meta.url);
const highlighter = createHighlighter();
const render = (lang: string | undefined, meta: string | undefined, value: string) => {
  const { element, problems } = renderCodeBlock({ lang, meta, value }, highlighter);
  return { html: toHtml(element), problems };
};

describe('grammars', () => {
  it('are loaded the first time a fence names them, and never otherwise', () => {
    const loaded = (name: string) => load.resolve(`highlight.js/lib/languages/${name}`) in load.cache;
    expect(loaded('kotlin')).toBe(false);
    createHighlighter().highlight('kts', 'val x = 1');
    expect(loaded('kotlin')).toBe(true);
    expect(loaded('swift')).toBe(false);
    // A grammar's embedded languages come with it: bash inside a Dockerfile's RUN.
    expect(createHighlighter().highlight('dockerfile', 'RUN echo "$HOME"')?.length).toBeGreaterThan(1);
    expect(loaded('bash')).toBe(true);
  });
  it("highlight the languages Docusaurus sites add to Prism most, a grammar's embedded ones too", () => {
    for (const [lang, code] of [
      ['hbs', '<p>{{#if user}}{{user.name}}{{/if}}</p>'],
      ['vim', 'set number\nlet g:x = 1'],
      ['scala', 'object A { val x: Int = 1 }'],
      ['elixir', 'defmodule A do\nend'],
    ]) {
      const { html, problems } = render(lang, undefined, code ?? '');
      expect(problems, lang).toEqual([]);
      expect(html, lang).toContain('<span class="hljs-');
    }
  });

  it('are listed with exactly the aliases each grammar declares (tsx, jsx, toml and docker among them)', () => {
    for (const [name, aliases] of Object.entries(GRAMMAR_ALIASES)) {
      const grammar = (load(`highlight.js/lib/languages/${name}`) as LanguageFn)(hljs);
      expect([...aliases], name).toEqual(grammar.aliases ?? []);
    }
    // Every grammar highlight.js has: a fence in any language it knows is highlighted.
    const files = readdirSync(path.dirname(load.resolve('highlight.js/lib/languages/xml')));
    const grammars = files.filter((file) => file.endsWith('.js') && !file.endsWith('.js.js'));
    expect(Object.keys(GRAMMAR_ALIASES).sort()).toEqual(grammars.map((file) => file.slice(0, -3)).sort());
    expect(createHighlighter().highlight('gherkin', 'Feature: Login\n  Scenario: ok')?.length).toBeGreaterThan(1);
    expect(createHighlighter().highlight('pascal', 'begin writeln(1) end.')?.length).toBeGreaterThan(1);
    expect(Object.keys(GRAMMAR_ALIASES)).toEqual(
      expect.arrayContaining([
        'python',
        'go',
        'rust',
        'java',
        'kotlin',
        'swift',
        'php',
        'ruby',
        'csharp',
        'diff',
        'dockerfile',
        'powershell',
      ]),
    );
  });
});

describe('fence options', () => {
  it('read a title, line ranges and line numbers in Docusaurus syntax', () => {
    const { meta, problems } = parseFenceMeta(`title="src/app.js" {1,4-6} showLineNumbers=5`);
    expect(meta).toEqual({ title: 'src/app.js', highlighted: new Set([1, 4, 5, 6]), firstLineNumber: 5 });
    expect(problems).toEqual([]);
    expect(parseFenceMeta(`showLineNumbers title='x y'`).meta).toEqual({
      title: 'x y',
      highlighted: new Set(),
      firstLineNumber: 1,
    });
  });

  it('warn about options they do not know and ranges that are not lines', () => {
    const { problems } = parseFenceMeta('live {2-1,a} noInline showLineNumbers=x');
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([
      'unknown-code-option: Unknown code-fence option "live" is ignored (said once, at its first fence)',
      'code-line-range: Line range "{2-1,a}" has parts that are not lines or ranges: 2-1, a',
      'unknown-code-option: Unknown code-fence option "noInline" is ignored (said once, at its first fence)',
      'unknown-code-option: Unknown code-fence option "showLineNumbers=x" is ignored (said once, at its first fence)',
    ]);
  });

  it('read a title only between quotes, as Docusaurus does, and say when there is none', () => {
    // Its words are not options; a line range still is (Docusaurus reads ranges with a regex of their own).
    const unclosed = parseFenceMeta('title="Store setup {1}');
    expect(unclosed.meta).toEqual({ highlighted: new Set([1]) });
    expect(unclosed.problems.map((p) => p.message)).toEqual([
      'Code-fence option "title="Store" has no closing quote: no title is shown',
    ]);
    const bare = parseFenceMeta('title=app.js {2}');
    expect(bare.meta).toEqual({ highlighted: new Set([2]) });
    expect(bare.problems.map((p) => p.message)).toEqual([
      'Code-fence option "title=app.js" has no quotes: no title is shown',
    ]);
  });
});

describe('highlight comments', () => {
  it('are removed in every comment form, and mark the lines they name', () => {
    const code = [
      'a',
      '// highlight-next-line',
      'b',
      '# highlight-start',
      'c',
      'd',
      '<!-- highlight-end -->',
      'e',
      '/* highlight-next-line */',
      'f',
      '{/* highlight-next-line */}',
      'g',
      '-- highlight-next-line',
      'h',
    ].join('\n');
    const { value, highlighted, problems } = applyHighlightComments(code);
    expect(value).toBe('a\nb\nc\nd\ne\nf\ng\nh');
    expect([...highlighted]).toEqual([2, 3, 4, 6, 7, 8]);
    expect(problems).toEqual([]);
  });

  it('warn about an unknown one, a start never closed and an end never opened', () => {
    const { value, problems } = applyHighlightComments('// highlight-line\nx\n// highlight-end\n# highlight-start\ny');
    expect(value).toBe('// highlight-line\nx\ny');
    expect(problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      '1 Unknown highlight comment "highlight-line" is shown as code',
      '3 "highlight-end" without a "highlight-start" before it',
      '4 "highlight-start" is never closed by a "highlight-end"',
    ]);
  });

  it('highlight nothing from a start never closed, as Docusaurus', () => {
    const { value, highlighted, problems } = applyHighlightComments('a\n// highlight-start\nb\nc');
    expect(value).toBe('a\nb\nc');
    expect([...highlighted]).toEqual([]);
    expect(problems).toEqual([
      {
        line: 2,
        message: '"highlight-start" is never closed by a "highlight-end"',
        ruleId: 'unknown-highlight-comment',
        hint: 'nothing is highlighted from it, as in Docusaurus',
      },
    ]);
    // A nested pair still highlights its outer start's lines.
    const nested = applyHighlightComments(
      '// highlight-start\na\n// highlight-start\nb\n// highlight-end\nc\n// highlight-end',
    );
    expect([...nested.highlighted].sort()).toEqual([1, 2, 3]);
  });

  it('leave code without them untouched', () => {
    expect(applyHighlightComments('# a comment\nx = 1\n').value).toBe('# a comment\nx = 1\n');
  });
});

describe('rendering', () => {
  it('keeps a block without options a bare pre > code, as before', () => {
    expect(render('sql', undefined, 'SELECT 1;\n').html).toBe(
      '<pre tabindex="0"><code class="hljs language-sql"><span class="hljs-keyword">SELECT</span> <span ' +
        'class="hljs-number">1</span>;\n</code></pre>',
    );
    expect(render('text', undefined, 'a <b>\n').html).toBe(
      '<pre tabindex="0"><code class="language-text">a &#x3C;b>\n</code></pre>',
    );
    expect(render(undefined, undefined, 'x\n').html).toBe('<pre tabindex="0"><code>x\n</code></pre>');
  });

  it('cuts a token that spans lines into one piece per line', () => {
    const lines = splitLines([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['hljs-comment'] },
        children: [{ type: 'text', value: '/* a\nb */' }],
      },
      { type: 'text', value: ' x' },
    ]);
    expect(lines.map((line) => toHtml(line))).toEqual([
      '<span class="hljs-comment">/* a</span>',
      '<span class="hljs-comment">b */</span> x',
    ]);
  });

  it('writes a title, highlighted lines, numbers and diff lines', () => {
    expect(render('js', 'title="a.js" {2} showLineNumbers=3', 'a\nb\n').html).toBe(
      '<figure class="code-figure"><figcaption class="code-title">a.js</figcaption><pre tabindex="0" ' +
        'class="code-line-numbers"><code class="hljs language-js">' +
        '<span class="code-line" data-line="3">a</span>\n<span class="code-line code-line-highlighted" ' +
        'data-line="4">b</span>\n</code></pre></figure>',
    );
    expect(render('diff', undefined, '--- a\n+++ b\n-x\n+y\n z\n').html).toContain(
      '<span class="code-line code-line-removed"><span class="hljs-deletion">-x</span></span>\n<span ' +
        'class="code-line code-line-added"><span class="hljs-addition">+y</span></span>\n<span class="code-line"> ' +
        'z</span>',
    );
  });

  it('warns when a highlighted line is past the end, and shows an unknown language plain with a hint', () => {
    expect(render('js', '{3}', 'a\n').problems.map((p) => p.message)).toEqual([
      "Highlighted line 3 is past the block's last line (1)",
    ]);
    const { html, problems } = render('pyhton', undefined, 'x\n');
    expect(html).toBe('<pre tabindex="0"><code class="language-pyhton">x\n</code></pre>');
    expect(problems).toEqual([
      expect.objectContaining({
        ruleId: 'unknown-language',
        hint: 'did you mean python?',
        oncePerBuild: 'unknown-language:pyhton',
      }),
    ]);
  });
});

describe('an unknown language in a build', () => {
  it('is one warning for the whole build, not one per block', async () => {
    const { diagnostics } = await build({ root: `${fixtures}authoring-site`, write: false });
    const unknown = diagnostics.filter((d) => d.ruleId === 'unknown-language');
    expect(unknown.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'content/code.md:120:1 No highlighting for code language "befunge": its blocks are shown as plain text',
    ]);
  });
});

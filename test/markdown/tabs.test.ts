import { describe, expect, it } from 'vitest';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { createStrings } from '../../src/core/strings.js';

const pipeline = createPipeline(createStrings('en'));

function parse(body: string) {
  const text = `---\ntitle: Tabs\n---\n\n${body}`;
  const { doc, diagnostics } = parseDoc(
    pipeline,
    { path: 'content/x.md', contentPath: 'x.md', text, hash: body },
    { base: '/', routeOf: () => undefined },
  );
  return {
    html: doc.html,
    problems: diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.message}`),
  };
}

describe('tabs directive', () => {
  it('renders every panel with its label, default and group as data attributes', () => {
    const { html, problems } = parse(
      [
        '::::tabs{groupId="pm" queryString}',
        ':::tab{label="npm" value="npm"}',
        'npm i',
        ':::',
        ':::tab[**Yarn**]{value="yarn" default}',
        'yarn add',
        ':::',
        '::::',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      [
        '<div class="tabs" data-tabs="" data-group-id="pm" data-query-string="pm">',
        '<div class="tabs-panel" data-value="npm">',
        '<p class="tabs-label">npm</p>',
        '<p>npm i</p>',
        '</div>',
        '<div class="tabs-panel" data-value="yarn" data-default="">',
        '<p class="tabs-label"><strong>Yarn</strong></p>',
        '<p>yarn add</p>',
        '</div>',
        '</div>',
      ].join('\n'),
    );
  });

  it('takes the value as label and the label as value when one is missing, as Docusaurus does', () => {
    const { html, problems } = parse(
      ['::::tabs', ':::tab{value="mac"}', 'a', ':::', ':::tab{label="Windows"}', 'b', ':::', '::::'].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(html).toContain('data-value="mac">\n<p class="tabs-label">mac</p>');
    expect(html).toContain('data-value="Windows">\n<p class="tabs-label">Windows</p>');
  });

  it('reports every mistake with its line and column', () => {
    const { problems } = parse(
      [
        '::::tabs{groupId="pm" lazy}', // 5
        ':::tab{label="a" value="x" default}',
        'a',
        ':::',
        ':::tab{value="x" default colour="red"}', // 9
        'b',
        ':::',
        ':::tab', // 12
        'c',
        ':::',
        '::::',
        '',
        ':::tab{label="alone"}', // 17
        'd',
        ':::',
        '',
        '::::tabs{queryString}', // 21
        'stray paragraph',
        '::::',
      ].join('\n'),
    );
    expect(problems).toEqual([
      '5:1 error tabs-attribute Unknown tabs attribute "lazy"',
      '9:1 error tabs-attribute Unknown tab attribute "colour"',
      '9:1 error tabs-value Two tabs have the value "x"',
      '12:1 error tabs-label A tab needs a label',
      '5:1 error tabs-default More than one tab is marked default',
      '21:1 error tabs-attribute queryString without a value needs a groupId to name the query parameter',
      '22:1 error tabs-structure Tabs hold only ":::tab" items',
      '21:1 error tabs-structure Tabs need at least one ":::tab" item',
      '17:1 error tabs-structure A ":::tab" must sit inside a "::::tabs" container',
    ]);
  });
});

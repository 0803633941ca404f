// A long doc parsed in pieces gives the tree of the whole text, positions included: on every doc of
// the help centre and the Markdown fixtures cut at every place a piece may start, and on each
// construct that could be cut wrongly (then the doc is parsed whole).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { blockBoundaries } from '../../src/parse/markdown/block-boundaries.js';
import { parseInPieces } from '../../src/parse/markdown/chunked-parse.js';
import { loadMathPlugins } from '../../src/parse/markdown/math/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { fixtures } from '../helpers/sites.js';

const pipeline = createPipeline(createStrings('pt-BR'), { math: true });
const whole = (text: string) => pipeline.forText(text).parse(text);
/** Cut at every place a piece may start (pieces of at least one character). */
const inPieces = (text: string) => parseInPieces(text, (piece) => pipeline.forText(text).parse(piece), 1);

beforeAll(() => loadMathPlugins());

const docs = globSync(['content/**/*.md', 'test/fixtures/{markdown,lists}/**/*.md'], { absolute: true });

describe('a doc parsed in pieces', () => {
  it('gives the whole text’s tree for every help-centre doc and Markdown fixture', () => {
    let cut = 0;
    for (const file of docs) {
      const text = readFileSync(file, 'utf8');
      const tree = inPieces(text);
      if (tree) {
        cut++;
        expect(tree, path.relative(fixtures, file)).toEqual(whole(text));
      }
    }
    // Not a check that cannot fail: most docs have headings to cut before.
    expect(docs.length).toBeGreaterThan(100);
    expect(cut).toBeGreaterThan(docs.length / 2);
  });

  const section = (n: number, body: string) => `## Parte ${n}\n\n${body}\n\n`;

  it('does not cut inside fenced code, math, HTML comments, raw blocks, directives or front matter', () => {
    const insides = [
      '```md\ntexto\n\n# dentro do código\n\nmais\n```',
      '~~~~\n~~~\n\n## ainda código\n~~~~',
      '$$\nx\n\n# dentro da fórmula\n$$',
      '<!-- comentário\n\n## dentro do comentário\n-->',
      '<pre>\n\n## dentro do pre\n</pre>',
      ':::note\nnota\n\n## dentro da nota\n\n:::',
      '::::tip\n:::\n\n## a dica ainda vale\n\n::::',
    ];
    for (const inside of insides) {
      const text = `${section(1, 'início')}${inside}\n\n${section(2, 'fim')}`;
      const offsets = blockBoundaries(text, 1).offsets;
      expect(
        offsets.map((offset) => text.slice(offset, offset + 9)),
        inside,
      ).toEqual(['## Parte ']);
      expect(inPieces(text), inside).toEqual(whole(text));
    }
    const frontMatter = '---\ntitle: Página\n\n# um comentário YAML\n---\n\ntexto\n\n## Seção\n';
    expect(blockBoundaries(frontMatter, 1).offsets).toEqual([frontMatter.indexOf('## Seção')]);
  });

  it('reads a reference or a footnote whose definition is in another piece', () => {
    const text =
      section(1, 'Veja o [guia][g] e a nota[^n].') +
      section(2, 'Mais texto.') +
      section(3, '[g]: https://vertice.example/guia "Guia"\n\n[^n]: A nota de rodapé.');
    const tree = inPieces(text);
    expect(tree).toEqual(whole(text));
    expect(JSON.stringify(tree)).toContain('"type":"linkReference"');
    expect(JSON.stringify(tree)).toContain('"type":"footnoteReference"');
    // Many definitions: longer pieces, the same tree.
    const labels = Array.from({ length: 300 }, (_, n) => n);
    const many =
      labels.map((n) => section(n, `Veja [o item ${n}][i${n}]. ${'Mais texto da seção. '.repeat(12)}`)).join('') +
      labels.map((n) => `[i${n}]: https://vertice.example/${n}\n`).join('');
    const manyPieces = inPieces(many);
    expect(manyPieces).toBeDefined();
    expect(manyPieces).toEqual(whole(many));
  });

  it('parses the whole text when a definition is not where the line reader sees it', () => {
    // In a block quote, so not read as a label: the pieces would not know it.
    const text = section(1, 'Veja o [guia].') + section(2, '> [guia]: https://vertice.example/guia');
    expect(inPieces(text)).toBeUndefined();
    // In a paragraph, which a definition cannot interrupt: read as a label, but no definition.
    const inParagraph = section(1, 'Veja o [guia].') + section(2, 'Texto\n[guia]: https://vertice.example/guia');
    expect(inPieces(inParagraph)).toBeUndefined();
    // In indented code: no definition, and not read as one, so the pieces agree with the whole text.
    const inCode = section(1, 'Veja o [guia].') + section(2, '    [guia]: https://vertice.example/guia');
    expect(inPieces(inCode)).toEqual(whole(inCode));
  });

  it('parses the whole text when a piece would end inside a block the line reader lost', () => {
    // A fence in a list item ends with the item; the reader keeps it open, then takes the next
    // fence's opening for its close, and cuts inside that fence: the check sees the piece end open.
    const list = section(1, '- item\n  ```\n  código\nfim da lista');
    const text = `${list}\`\`\`\n\n## não é título\n\nainda código\n\`\`\`\n`;
    expect(blockBoundaries(text, 1).offsets.some((offset) => text.startsWith('## não', offset))).toBe(true);
    expect(inPieces(text)).toBeUndefined();
  });

  it('keeps line endings CRLF and lists, tables and quotes that a heading ends', () => {
    const body = '- um\n- dois\n\n  continua\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> citação\n> segue';
    const text = [1, 2, 3].map((n) => section(n, body)).join('');
    expect(inPieces(text)).toEqual(whole(text));
    const crlf = text.replace(/\n/g, '\r\n');
    expect(inPieces(crlf)).toEqual(whole(crlf));
  });
});

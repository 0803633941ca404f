// A large page parses in linear time, with the same output. micromark-util-edit-map@1.0.0 (micromark 4.0.3)
// copied the whole event list out and back at each edit, once per list item, block quote or setext
// heading: quadratic (upstream micromark/micromark#246). patches/ keeps the unchanged prefix in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Node } from 'unist';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/core/model.js';
import { createStrings } from '../../src/core/strings.js';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { fixtures } from '../helpers/sites.js';

const pipeline = createPipeline(createStrings('pt-BR'));
// The copies counted below are micromark's: measured on the chain without the markdown-it fast path.
const micromarkPipeline = createPipeline(createStrings('pt-BR'), { markdownIt: false });
const table = { base: '/manual/', routeOf: () => undefined };
const folder = path.join(fixtures, 'lists');

beforeAll(() => loadHtmlParser());

/** One line per node: its type, where it starts and ends, and the fields that say what kind of list it is. */
function outline(node: Node & { children?: Node[] }, depth = 0): string[] {
  const { start, end } = node.position ?? {};
  const where = start && end ? ` ${start.line}:${start.column}-${end.line}:${end.column}` : '';
  const fields = (['ordered', 'start', 'spread', 'checked', 'depth'] as const)
    .filter((key) => key in node && (node as unknown as Record<string, unknown>)[key] != null)
    .map((key) => ` ${key}=${(node as unknown as Record<string, unknown>)[key]}`)
    .join('');
  return [
    `${'  '.repeat(depth)}${node.type}${where}${fields}`,
    ...(node.children ?? []).flatMap((child) => outline(child, depth + 1)),
  ];
}

describe('list constructs keep their exact output', () => {
  const text = readFileSync(path.join(folder, 'lists.md'), 'utf8');

  // Both files were written by micromark-util-edit-map@1.0.0 as published, before the patch.
  it('gives the same mdast, positions included', async () => {
    const tree = pipeline.forText(text).parse(text);
    await expect(`${outline(tree).join('\n')}\n`).toMatchFileSnapshot(path.join(folder, 'lists.outline.txt'));
  });

  it('gives the same HTML', async () => {
    const source = { path: 'content/listas.md', contentPath: 'listas.md', text, hash: '1' } as SourceFile;
    await expect(parseBody(pipeline, source, table).body.html).toMatchFileSnapshot(path.join(folder, 'lists.html'));
  });
});

/** Elements copied by Array#slice while the chain parses `text`: counted, not timed, so the same on any machine. */
function copiedElements(text: string): number {
  const slice = Array.prototype.slice;
  let copied = 0;
  Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
    const result = slice.apply(this, args);
    copied += result.length;
    return result;
  };
  try {
    micromarkPipeline.forText(text).parse(text);
  } finally {
    Array.prototype.slice = slice;
  }
  return copied;
}

function repeatTo(bytes: number, part: (n: number) => string): string {
  let text = '';
  for (let n = 1; text.length < bytes; n++) text += part(n);
  return text;
}

describe('a page 4× larger costs about 4× more, not 16×', () => {
  // The three inputs of micromark/micromark#246, and the long reference page of issue #30 (bench/large-doc.ts).
  const cases: Record<string, (n: number) => string> = {
    'separated block quotes (#246)': (n) => `> quote ${n}\n\n`,
    'nested list items (#246)': (n) => `- item ${n}\n  - nested ${n}\n`,
    'setext headings (#246)': (n) => `Heading ${n}\n---\n\n`,
    'sections of prose, lists, a table and code': (n) =>
      `## Seção ${n}\n\nTexto com **ênfase** e \`código\`.\n\n- um ${n}\n- dois\n  - abaixo\n\n` +
      `| coluna | valor |\n|---|---|\n| a${n} | ${n} |\n\n\`\`\`sql\nSELECT ${n};\n\`\`\`\n\n`,
  };
  for (const [name, part] of Object.entries(cases))
    it(name, () => {
      const small = copiedElements(repeatTo(16 * 1024, part));
      const large = copiedElements(repeatTo(64 * 1024, part));
      // Linear: ~4 (measured 3.8–4.0). Quadratic, as before the patch: 12–14 here, growing with the size.
      expect(large / small).toBeLessThan(6);
    });
});

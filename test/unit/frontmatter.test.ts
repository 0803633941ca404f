import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/load/frontmatter.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';

const parse = (text: string) => parseFrontMatter('content/x.md', text);

describe('front matter', () => {
  it('reads the known keys', () => {
    const result = parse(
      '---\ntitle: "Metas"\nsidebar_position: 2\ntags: [metas, vendas]\nunlisted: true\n---\n\nTexto.\n',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.data).toMatchObject({
      title: 'Metas',
      sidebar_position: 2,
      tags: ['metas', 'vendas'],
      unlisted: true,
    });
    expect(result.bodyLine).toBe(7);
  });

  it('reports YAML syntax errors at their line in the .md file', () => {
    const result = parse('---\ntitle: "Metas"\ntags: [metas\n---\n');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'content/x.md:3:13 error Front matter is not valid YAML: Flow sequence in block collection must be ' +
        'sufficiently indented and end with a ] front-matter-yaml',
    ]);
  });

  it('reports wrong types as errors and unknown keys as warnings, with positions', () => {
    const result = parse('---\ntitle: "Metas"\nsidebar_position: "dois"\ntags: metas\nvideo_id: X\n---\n');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'content/x.md:3:19 error Front matter "sidebar_position": Invalid input: expected number, received string ' +
        'front-matter-type',
      'content/x.md:4:7 error Front matter "tags": Invalid input: expected array, received string front-matter-type',
      'content/x.md:5:1 warning Unknown front matter key "video_id" (said once, at its first doc) ' +
        'front-matter-unknown-key',
    ]);
  });

  it('refuses an alias bomb with an error at the front matter, not a crash', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${'abcdefghi'[i]}: &${'abcdefghi'[i]} [${Array(9)
          .fill(`*${'abcdefghi'[i - 1]}`)
          .join(', ')}]`,
      );
    const result = parse(`---\ntitle: Bomba\n${levels.join('\n')}\n---\n`);
    expect(result.diagnostics.map((d) => [d.line, d.ruleId])).toEqual([[2, 'front-matter-yaml']]);
    expect(result.data.title).toBeUndefined();
  });

  it('keeps dates and yes/no as text (YAML 1.2 core schema)', () => {
    const result = parse('---\ntitle: no\nlast_update: 2025-03-01\n---\n');
    expect(result.data).toMatchObject({ title: 'no', last_update: { date: '2025-03-01' } });
  });

  it('accepts a file without front matter', () => {
    expect(parse('Texto.\n')).toMatchObject({ bodyLine: 1, diagnostics: [] });
  });
});

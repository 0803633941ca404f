import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from '../../src/search/snippet.js';

const render = (segments: Segment[]) => segments.map((s) => (s.mark ? `<${s.text}>` : s.text)).join('');
const isSenha = (word: string) => /^senhas?$/i.test(word);

describe('highlight', () => {
  it('marks whole matched words only', () => {
    expect(render(highlight('Trocar a senha, senhas e assenhorar', isSenha))).toBe(
      'Trocar a <senha>, <senhas> e assenhorar',
    );
  });

  it('returns the text unmarked when nothing matches', () => {
    expect(highlight('Nada aqui', isSenha)).toEqual([{ text: 'Nada aqui' }]);
  });
});

describe('snippet', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');

  it('keeps a short text whole', () => {
    expect(render(snippet('Digite a senha nova.', isSenha))).toBe('Digite a <senha> nova.');
  });

  it('cuts around the densest run of matches, at word edges, with ellipses', () => {
    const text = `${filler(40)} senha aqui. ${filler(10)} senha senha de novo ${filler(40)}`;
    const result = render(snippet(text, isSenha, 120));
    expect(result.startsWith('… ')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
    expect(result).toContain('<senha> <senha> de novo');
    expect(result.length).toBeLessThanOrEqual(120 + 8);
    expect(result).not.toMatch(/ palavra\d*$|^… alavra/);
  });

  it('starts at the beginning when nothing matches', () => {
    const result = render(snippet(filler(60), isSenha, 50));
    expect(result.startsWith('palavra0 palavra1')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
  });
});

// The term dictionary answers lookups by binary search over the sorted terms (no map is built).
import { describe, expect, it } from 'vitest';
import { Dictionary } from '../../src/search/dictionary.js';

const terms = ['acess', 'acesso', 'cadastr', 'cliente', 'nota', 'notific', 'vend'];
const dictionary = new Dictionary(terms);

describe('Dictionary', () => {
  it('finds every term at its position and nothing for a word it does not hold', () => {
    terms.forEach((term, n) => {
      expect(dictionary.numberOf(term)).toBe(n);
    });
    for (const absent of ['', 'a', 'acesss', 'clientes', 'zzz', 'not'])
      expect(dictionary.numberOf(absent)).toBeUndefined();
  });

  it('lists the longer terms a prefix begins, shortest first', () => {
    expect(dictionary.startingWith('not', 10).map((n) => terms[n])).toEqual(['nota', 'notific']);
    expect(dictionary.startingWith('acess', 10).map((n) => terms[n])).toEqual(['acesso']);
    expect(dictionary.startingWith('x', 10)).toEqual([]);
  });
});

// Hyphenated words are indexed joined too; the search for them must stay linear in the text.
import { describe, expect, it } from 'vitest';
import { joinedCompounds } from '../../src/search/language.js';

describe('joinedCompounds', () => {
  it('gives each hyphenated word joined, whole from the start of its run', () => {
    expect(joinedCompounds('o de-para do e-mail, nf-e e x_y-z')).toEqual(['depara', 'email', 'nfe', 'yz']);
    expect(joinedCompounds('sem hífen nenhum')).toEqual([]);
  });

  it('reads a long run of letters without a hyphen in linear time (a hex string in a code sample)', () => {
    // Tried from every place inside the run, 300,000 characters took minutes: here, milliseconds.
    const hex = `0x${'0a'.repeat(150_000)}`;
    expect(joinedCompounds(`${hex} e-mail ${hex}`)).toEqual(['email']);
  });
});

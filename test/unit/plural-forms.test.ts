import { describe, expect, it } from 'vitest';
import { selectPluralForm } from '../../src/core/plural-forms.js';

// Plural forms picked as Docusaurus's usePluralForm picks them (theme-common utils/usePluralForm.js).
describe('selectPluralForm', () => {
  it("picks the form of the locale's plural category, in CLDR order", () => {
    const en = 'One post|{count} posts';
    expect([1, 2, 0].map((n) => selectPluralForm('en', en, n))).toEqual(['One post', '{count} posts', '{count} posts']);
    const ru = 'одна|{count} few|{count} many';
    expect([1, 3, 5, 21].map((n) => selectPluralForm('ru', ru, n))).toEqual([
      'одна',
      '{count} few',
      '{count} many',
      'одна',
    ]);
  });

  it('takes the last form for a category past the message, and a message without forms as it is', () => {
    expect(selectPluralForm('ru', 'one|other', 5)).toBe('other');
    expect(selectPluralForm('ja', '{count}件', 3)).toBe('{count}件');
  });
});

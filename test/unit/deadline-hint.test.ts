// A missed parse deadline says what to do: a long doc is told its size, a short one what is slow.
import { describe, expect, it } from 'vitest';
import { overDeadline } from '../../src/parse/deadline.js';

const source = (text: string) => ({ path: 'content/grande.md', contentPath: 'grande.md', text, hash: '' });

describe('the parse deadline error', () => {
  it('tells a doc of megabytes its size and to raise limits.parseSeconds', () => {
    const [error] = overDeadline(source('a\n'.repeat(2_550_000)), 10_000).diagnostics;
    expect(error).toMatchObject({ file: 'content/grande.md', line: 1, column: 1, ruleId: 'parse-deadline' });
    expect(error?.hint).toBe(
      'the doc has 5.1 MB of text, which can take longer than 10 s even when nothing in it is slow: ' +
        'raise limits.parseSeconds, or split the doc up',
    );
  });

  it('tells a short doc what is slow to parse', () => {
    const [error] = overDeadline(source('*a**'.repeat(1666)), 1_000).diagnostics;
    expect(error?.hint).toMatch(/^split the doc up or simplify what is slow to parse/);
  });
});

// withinEach: many steps under one watchdog, each still held to the whole deadline.
import { describe, expect, it } from 'vitest';
import { withinEach } from '../../src/parse/within.js';

/** Keeps the thread busy for `ms` (a parse that takes that long). */
function busy(ms: number): number {
  const start = performance.now();
  let turns = 0;
  while (performance.now() - start < ms) turns++;
  return turns;
}

describe('withinEach', () => {
  it('gives every step its value, in order', () => {
    expect(withinEach([1, 2, 3], 1_000, (n) => n * 10)).toEqual([10, 20, 30]);
    expect(withinEach([], 1_000, () => 1)).toEqual([]);
  });

  it('a step that never ends is undefined; the steps after it still run', () => {
    const results = withinEach(['a', 'loop', 'b'], 100, (item) => {
      if (item === 'loop') for (;;) busy(1);
      return item.toUpperCase();
    });
    expect(results).toEqual(['A', undefined, 'B']);
  });

  it('a step cut off by the steps before it gets the whole deadline of its own', () => {
    // Together they run past 200 ms; each alone takes 120 ms.
    const ran: number[] = [];
    const results = withinEach([1, 2, 3], 200, (n) => {
      ran.push(n);
      busy(120);
      return n;
    });
    expect(results).toEqual([1, 2, 3]);
    // The second was cut off once and ran again from its start.
    expect(ran.length).toBeGreaterThan(3);
  });
});

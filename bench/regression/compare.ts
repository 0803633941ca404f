// Sets each figure of a run against the same figure of the last committed run.
import type { StoredFigure } from './baseline.js';
import type { Figure, Unit } from './figure.js';

/** A figure this much worse than its baseline is printed as a regression (issue #30). */
export const REGRESSION_SHARE = 0.1;
// 100 → 110 must count as 10 % worse even when floating point makes it 9.999… %.
const EPSILON = 1e-9;

export type Status = 'regression' | 'worse' | 'better' | 'unchanged' | 'new' | 'gone';

export interface ComparedFigure {
  readonly name: string;
  readonly unit: Unit;
  readonly previous?: number;
  readonly current?: number;
  /** current ÷ previous − 1 (signed, whichever way is worse); undefined when a side is missing or 0. */
  readonly change?: number;
  readonly status: Status;
}

function compareOne(previous: StoredFigure, current: Figure): ComparedFigure {
  const base = { name: current.name, unit: current.unit, previous: previous.value, current: current.value };
  if (current.value === previous.value) return { ...base, change: 0, status: 'unchanged' };
  const up = current.value > previous.value;
  const gotWorse = up === (current.worse === 'higher');
  // From 0 any change is infinitely large: worse counts as a regression.
  if (previous.value === 0) return { ...base, status: gotWorse ? 'regression' : 'better' };
  const change = current.value / previous.value - 1;
  const worseBy = current.worse === 'higher' ? change : -change;
  const status = worseBy >= REGRESSION_SHARE - EPSILON ? 'regression' : gotWorse ? 'worse' : 'better';
  return { ...base, change, status };
}

/**
 * Current figures in their order, each against its namesake; then those only the baseline has.
 * A figure whose unit changed is another figure: new on one side, gone on the other.
 */
export function compareFigures(previous: readonly StoredFigure[], current: readonly Figure[]): ComparedFigure[] {
  const key = (f: StoredFigure) => `${f.name}\u0000${f.unit}`;
  const before = new Map(previous.map((f) => [key(f), f]));
  const now = new Set(current.map(key));
  const rows = current.map((figure): ComparedFigure => {
    const old = before.get(key(figure));
    return old
      ? compareOne(old, figure)
      : { name: figure.name, unit: figure.unit, current: figure.value, status: 'new' };
  });
  for (const old of previous)
    if (!now.has(key(old))) rows.push({ name: old.name, unit: old.unit, previous: old.value, status: 'gone' });
  return rows;
}

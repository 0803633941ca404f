// bench/results.json: the figures of a run, machine-readable, committed beside bench/RESULTS.md so the
// next run can compare itself with them (read from git, not from the copy the run overwrites).
import type { Figure, Unit } from './figure.js';

export const FIGURES_FILE = 'bench/results.json';

export interface StoredFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: Unit;
}

/** Where and on what a run measured; '' when an older file lacks it. */
export interface RunContext {
  readonly date: string;
  /** The commit the run measured (short hash), with "+ uncommitted changes" when the tree was dirty. */
  readonly measuredOn: string;
  /** Cores, CPU model and Node: figures from another machine are not comparable. */
  readonly machine: string;
}

export interface RunFigures extends RunContext {
  readonly figures: readonly StoredFigure[];
}

export interface CommitRef {
  readonly hash: string;
  /** YYYY-MM-DD. */
  readonly date: string;
}

/** What the last committed run is: absent (first run), unreadable, or its figures. */
export type Baseline =
  | { readonly kind: 'none' }
  | { readonly kind: 'unreadable'; readonly reason: string; readonly commit?: CommitRef }
  | { readonly kind: 'found'; readonly commit: CommitRef; readonly run: RunFigures };

const units: readonly Unit[] = ['ms', 'bytes', 'ratio', 'share', 'score'];

/** One figure a line, so a commit's diff shows which figures moved. */
export function figuresFileText(context: RunContext, figures: readonly Figure[]): string {
  const head = (['date', 'measuredOn', 'machine'] as const).map(
    (key) => `  "${key}": ${JSON.stringify(context[key])},`,
  );
  const lines = figures.map(({ name, value, unit }) => `    ${JSON.stringify({ name, value, unit })}`);
  return `{\n${head.join('\n')}\n  "figures": [${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}]\n}\n`;
}

function storedFigure(value: unknown, index: number): StoredFigure {
  const f = value as Partial<Record<keyof StoredFigure, unknown>> | null;
  if (typeof f !== 'object' || f === null) throw new Error(`figure ${index} is not an object`);
  if (typeof f.name !== 'string') throw new Error(`figure ${index} has no name`);
  if (typeof f.value !== 'number' || !Number.isFinite(f.value)) throw new Error(`"${f.name}" has no finite value`);
  if (!units.includes(f.unit as Unit)) throw new Error(`"${f.name}" has an unknown unit`);
  return { name: f.name, value: f.value, unit: f.unit as Unit };
}

/** Parses bench/results.json; throws with the reason when it is not what a run writes. */
export function parseFiguresFile(text: string): RunFigures {
  const run = JSON.parse(text) as Partial<Record<keyof RunFigures, unknown>> | null;
  if (typeof run !== 'object' || run === null || !Array.isArray(run.figures))
    throw new Error('no "figures" list in it');
  return {
    date: typeof run.date === 'string' ? run.date : '',
    measuredOn: typeof run.measuredOn === 'string' ? run.measuredOn : '',
    machine: typeof run.machine === 'string' ? run.machine : '',
    figures: run.figures.map(storedFigure),
  };
}

/** An error's message on one line, for the comparison's headline. */
export function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

/** The baseline from the file's committed text; `text` undefined when no commit holds the file. */
export function baselineFrom(commit: CommitRef | undefined, text: string | undefined): Baseline {
  if (!commit || text === undefined) return { kind: 'none' };
  try {
    return { kind: 'found', commit, run: parseFiguresFile(text) };
  } catch (error) {
    return { kind: 'unreadable', commit, reason: oneLine(error) };
  }
}

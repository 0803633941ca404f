// One named figure of a run; apart from run-figures.ts so the report need not import the results' shape.

/** ms: time; bytes: size or memory; ratio: helpdocs ÷ a peer; share: 0–1 (hit rates); score: 0–100. */
export type Unit = 'ms' | 'bytes' | 'ratio' | 'share' | 'score';

export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: Unit;
  /** 'higher': time, bytes, memory, helpdocs ÷ a peer. 'lower': hit rates, scores, a peer ÷ helpdocs. */
  readonly worse: 'higher' | 'lower';
}

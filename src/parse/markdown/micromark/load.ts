// micromark, remark-parse and the syntax extensions the chain registers (~240 KB of code) load only
// when a doc needs them. Most docs take the fast path (markdown-it), so a one-doc rebuild or a parse
// worker whose docs all do is spared loading them. Until then, a chain has no micromark parser: a
// doc the fast path declines stops with MicromarkNotLoaded, and parse-body.ts loads it and parses
// the doc again.
// Type-only: erased from the bundle, so nothing of micromark loads with this module.
export type MicromarkSyntax = typeof import('./syntax.js');

let loaded: MicromarkSyntax | undefined;

export async function loadMicromark(): Promise<MicromarkSyntax> {
  return (loaded ??= await import('./syntax.js'));
}

/** The syntax loadMicromark() loaded, or `undefined` before. */
export function loadedMicromark(): MicromarkSyntax | undefined {
  return loaded;
}

/** Thrown by a chain made before loadMicromark() when a doc needs micromark. */
export class MicromarkNotLoaded extends Error {
  constructor() {
    super('micromark is needed for this doc but not loaded: await loadMicromark() before parsing it');
    this.name = 'MicromarkNotLoaded';
  }
}

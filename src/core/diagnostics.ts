import type { Diagnostic, Position } from './model.js';

/** Collects diagnostics for one file; stages never throw for bad content. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];

  add(diagnostic: Diagnostic): void {
    this.items.push(diagnostic);
  }

  error(file: string, at: Position, message: string, ruleId: string, hint?: string): void {
    this.items.push({ severity: 'error', file, ...at, message, ruleId, ...(hint ? { hint } : {}) });
  }

  warn(file: string, at: Position, message: string, ruleId: string, hint?: string): void {
    this.items.push({ severity: 'warning', file, ...at, message, ruleId, ...(hint ? { hint } : {}) });
  }
}

export const startOfFile: Position = { line: 1, column: 1 };

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * A parse that threw (helpdocs's own code or a site's plugin): its cause may pass (a plugin that fetched, a module
 * half loaded), so the parse cache does not keep it, and the next build parses the doc again (a failed build
 * leaves no stamp).
 */
export function threwWhileParsing(d: Diagnostic): boolean {
  return d.ruleId === 'markdown-parse-failed' || d.ruleId === 'plugin-failed';
}

/**
 * In file and position order; of the diagnostics marked `oncePerBuild` with one key, only the first is
 * kept, and of the same message at the same place only one (a doc shown untranslated in several
 * locales is checked in each: its problems are its own, said once).
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  return [...diagnostics]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .filter((d) => d.oncePerBuild === undefined || once(d.oncePerBuild))
    .filter((d) => once(JSON.stringify([d.file, d.line, d.column, d.severity, d.ruleId, d.message])));
}

/** `content/x.md:12:5 error Link … (did you mean …?) broken-link` */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}${hint} ${d.ruleId}`;
}

/** Levenshtein distance, used only to suggest close matches in hints. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest candidate, if it is close enough to be a plausible typo. */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = distance(wanted, candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return bestScore <= limit ? best : undefined;
}

export function didYouMean(wanted: string, candidates: Iterable<string>): string | undefined {
  const match = closestMatch(wanted, candidates);
  return match === undefined ? undefined : `did you mean ${match}?`;
}

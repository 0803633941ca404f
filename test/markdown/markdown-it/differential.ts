// Counts, for named texts, which took the fast path and which of those gave another tree than the
// reference parser (micromark through remark-parse, or MDX's): the differential tests' core.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { globSync } from 'tinyglobby';

export interface Parsed {
  json: string;
  parsedBy: 'markdown-it' | 'micromark' | undefined;
}

export interface Tally {
  fast: number;
  micromark: number;
  different: string[];
}

/** Where two trees first differ, for the failure message. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return a === b ? undefined : `${at}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  return undefined;
}

/** A parse that throws (MDX refusing a text) gives the error's message as its tree. */
function attempt(parse: (text: string) => Parsed, text: string): Parsed {
  try {
    return parse(text);
  } catch (error) {
    return { json: JSON.stringify({ error: String(error) }), parsedBy: undefined };
  }
}

export function tally(
  named: Iterable<[name: string, text: string]>,
  fastPath: (text: string) => Parsed,
  reference: (text: string) => Parsed,
): Tally {
  const result: Tally = { fast: 0, micromark: 0, different: [] };
  for (const [name, text] of named) {
    const fast = attempt(fastPath, text);
    if (fast.parsedBy !== 'markdown-it') {
      result.micromark++;
      continue;
    }
    result.fast++;
    const expected = attempt(reference, text);
    if (expected.parsedBy === 'markdown-it') throw new Error('the reference parser took the fast path');
    if (!isDeepStrictEqual(JSON.parse(fast.json), JSON.parse(expected.json))) {
      const where = firstDifference(JSON.parse(expected.json), JSON.parse(fast.json));
      result.different.push(`${name} ${JSON.stringify(text).slice(0, 200)}\n  ${where}`);
    }
  }
  // The figures behind the assertions, when asked for.
  if (process.env.FAST_PATH_SUMMARY) console.info(`${result.fast} fast path, ${result.micromark} micromark`);
  return result;
}

export const files = (pattern: string[]) =>
  globSync(pattern).map((file): [string, string] => [file, readFileSync(file, 'utf8')]);

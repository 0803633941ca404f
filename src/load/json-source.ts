import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import type { Diagnostic, Position } from '../core/model.js';

/** The site's JSON sources, beside helpdocs.config.ts. */
export const SIDEBARS_FILE = 'sidebars.json';
export const REDIRECTS_FILE = 'redirects.json';

export interface JsonSource {
  value: unknown;
  /** Line and column of the value at a JSON path, or the start of the file. */
  positionOf(path: ReadonlyArray<string | number>): Position;
  /** `format`: the language the text failed to parse as (JSON unless told). */
  syntaxError?: { position: Position; message: string; format?: 'YAML' };
}

/**
 * Parses JSON with JSON.parse; only when a message needs a line and column is the text parsed again
 * through the YAML parser (JSON is YAML), which keeps source ranges.
 */
export function parseJsonSource(text: string): JsonSource {
  let document: ReturnType<typeof parseDocument> | undefined;
  const lineCounter = new LineCounter();
  const located = () => (document ??= parseDocument(text, { lineCounter, prettyErrors: false }));
  const toPosition = (offset: number): Position => {
    located();
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const yamlError = located().errors[0];
    return {
      value: undefined,
      positionOf: () => ({ line: 1, column: 1 }),
      syntaxError: {
        position: yamlError ? toPosition(yamlError.pos[0]) : { line: 1, column: 1 },
        message: (error as Error).message,
      },
    };
  }
  return {
    value,
    positionOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const node = located().getIn(path.slice(0, length), true) as YamlNode | undefined;
        const offset = node?.range?.[0];
        if (offset !== undefined) return toPosition(offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

export interface CheckedJson<T> {
  /** The value when it is valid JSON of the schema's shape. */
  data: T | undefined;
  diagnostics: Diagnostic[];
  /** Records an error at a JSON path of the file, for the checks that come after the schema. */
  error(path: ReadonlyArray<string | number>, message: string, ruleId: string, hint?: string): void;
}

/**
 * A JSON file against its schema: its value, or every problem at its line and column (`<prefix>-json`,
 * `<prefix>-schema`).
 */
export function checkJsonSource<T>(
  source: JsonSource,
  file: string,
  schema: z.ZodType<T>,
  rulePrefix: string,
): CheckedJson<T> {
  const diagnostics: Diagnostic[] = [];
  const error: CheckedJson<T>['error'] = (path, message, ruleId, hint) =>
    diagnostics.push({
      severity: 'error',
      file,
      ...source.positionOf(path),
      message,
      ruleId,
      ...(hint ? { hint } : {}),
    });
  if (source.syntaxError) {
    diagnostics.push({
      severity: 'error',
      file,
      ...source.syntaxError.position,
      message: `Invalid ${source.syntaxError.format ?? 'JSON'}: ${source.syntaxError.message}`,
      ruleId: `${rulePrefix}-json`,
    });
    return { data: undefined, diagnostics, error };
  }
  // The schema's parser recurses: 1,000 nested sidebar categories overflowed the stack (a crash, not an error).
  const deep = deepestPath(source.value);
  if (deep.length > MAX_JSON_DEPTH) {
    error(
      deep.slice(0, MAX_JSON_DEPTH + 1),
      `Nested more than ${MAX_JSON_DEPTH} levels deep`,
      `${rulePrefix}-depth`,
      'flatten it: no site needs this many levels',
    );
    return { data: undefined, diagnostics, error };
  }
  const parsed = schema.safeParse(source.value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      error(path, `${path.join('.') || '(root)'}: ${issue.message}`, `${rulePrefix}-schema`);
    }
    return { data: undefined, diagnostics, error };
  }
  return { data: parsed.data, diagnostics, error };
}

/** Levels of objects and arrays a site's JSON may nest (a sidebar category takes two). */
export const MAX_JSON_DEPTH = 100;

/** The path to the deepest value, found without recursion (the point is to survive any depth). */
function deepestPath(value: unknown): Array<string | number> {
  let deepest: Array<string | number> = [];
  const stack: Array<[unknown, Array<string | number>]> = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() ?? [undefined, []];
    if (path.length > deepest.length) deepest = path;
    if (path.length > MAX_JSON_DEPTH) break;
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) stack.push([child, [...path, index]]);
    } else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) stack.push([child, [...path, key]]);
  }
  return deepest;
}

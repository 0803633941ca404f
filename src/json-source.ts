import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { Position } from './model.js';

export interface JsonSource {
  value: unknown;
  /** Line and column of the value at a JSON path, or the start of the file. */
  positionOf(path: ReadonlyArray<string | number>): Position;
  syntaxError?: { position: Position; message: string };
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

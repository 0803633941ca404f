import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { Position } from './model.js';

export interface JsonSource {
  value: unknown;
  /** Line and column of the value at a JSON path, or the start of the file. */
  positionOf(path: ReadonlyArray<string | number>): Position;
  syntaxError?: { position: Position; message: string };
}

/**
 * Parses JSON through the YAML parser (JSON is YAML) because it keeps source ranges, so problems in
 * sidebars.json and redirects.json can point at a line and column.
 */
export function parseJsonSource(text: string): JsonSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const toPosition = (offset: number): Position => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const error = document.errors[0];
  if (error) {
    return {
      value: undefined,
      positionOf: () => toPosition(0),
      syntaxError: { position: toPosition(error.pos[0]), message: error.message.split('\n')[0] ?? 'syntax error' },
    };
  }
  return {
    value: document.toJS(),
    positionOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const node = document.getIn(path.slice(0, length), true) as YamlNode | undefined;
        const offset = node?.range?.[0];
        if (offset !== undefined) return toPosition(offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

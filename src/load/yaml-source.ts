import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { JsonSource } from './json-source.js';

/** A YAML file as a `JsonSource`: its value, and the line and column of any path in it. */
export function parseYamlSource(text: string): JsonSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const toPosition = (offset: number) => {
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  const problem = document.errors[0];
  if (problem) {
    return {
      value: undefined,
      positionOf: () => ({ line: 1, column: 1 }),
      syntaxError: {
        position: toPosition(problem.pos[0]),
        message: problem.message.split('\n')[0] ?? 'invalid YAML',
        format: 'YAML',
      },
    };
  }
  return {
    value: document.toJS() as unknown,
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

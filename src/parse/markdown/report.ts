import type { Node } from 'unist';
import type { VFile } from 'vfile';

/** Records a problem at a node's position; stages never throw for bad content. */
export function report(
  file: VFile,
  node: Node | undefined,
  severity: 'error' | 'warning',
  message: string,
  ruleId: string,
  hint?: string,
): void {
  const start = node?.position?.start ?? { line: 1, column: 1 };
  (file.data.problems ??= []).push({
    severity,
    line: start.line,
    column: start.column,
    message,
    ruleId,
    ...(hint ? { hint } : {}),
  });
}

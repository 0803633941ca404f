import type { VFile } from 'vfile';

/**
 * Whether the doc's text may hold `marker` (`:::` for a container directive, `![` for an image): a
 * plugin whose nodes cannot exist without it skips its walks of the tree. A file without its text says yes.
 */
export function textMayHold(file: VFile, marker: string): boolean {
  const text = file.value;
  return typeof text !== 'string' || text === '' || text.includes(marker);
}

// "Did you mean" for a link to a missing doc: candidates are written as the author would write them
// from the linking doc (`../pedidos.md`) and ranked against the link as written, so a nearby page
// wins over one whose full path merely looks alike; the linking doc itself is never proposed.
import path from 'node:path';
import { closestMatch } from '../core/diagnostics.js';

/** `from` and the candidates are content paths (`usuario/x.md`); `written` is the link's text. */
export function docLinkHint(from: string, written: string, candidates: Iterable<string>): string | undefined {
  const writtenPath = written.split('#')[0] ?? '';
  const dir = path.posix.dirname(from);
  const dotted = writtenPath.startsWith('./');
  const asWritten = new Map<string, string>();
  for (const candidate of candidates) {
    if (candidate === from) continue;
    const relative = path.posix.relative(dir, candidate);
    asWritten.set(dotted && !relative.startsWith('../') ? `./${relative}` : relative, candidate);
  }
  const match = closestMatch(writtenPath, asWritten.keys());
  return match === undefined ? undefined : `did you mean ${match}?`;
}

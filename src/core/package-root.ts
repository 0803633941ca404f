import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of helpdocs's own package.json (holds templates/ and src/), from src/ or from dist/. */
export function packageRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'helpdocs')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('helpdocs: cannot find its own package.json');
    dir = parent;
  }
}

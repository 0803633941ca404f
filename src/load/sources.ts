import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import type { SourceFile } from '../core/model.js';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** Reads `content/**\/*.md`. The only place that reads content from disk. */
export async function loadSources(root: string, contentDir: string): Promise<SourceFile[]> {
  const base = path.join(root, contentDir);
  const paths = (await glob('**/*.md', { cwd: base, dot: false })).sort();
  return Promise.all(
    paths.map(async (contentPath) => {
      const text = await readFile(path.join(base, contentPath), 'utf8');
      return {
        path: path.posix.join(contentDir, contentPath),
        contentPath,
        text,
        hash: hashText(text),
      };
    }),
  );
}

/** Site-relative paths of every file in the static folder. */
export async function listStaticFiles(root: string, staticDir: string): Promise<Set<string>> {
  const files = await glob('**/*', { cwd: path.join(root, staticDir), dot: false, onlyFiles: true });
  return new Set(files);
}

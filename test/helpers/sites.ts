import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A throwaway copy of a fixture site, so a test can break it without touching the original. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `helpdocs-${name}-`));
  await cp(path.join(fixtures, name), dir, { recursive: true });
  return dir;
}

/** Replaces `from` with `to` in a file of a copied site; fails loudly if `from` is not there. */
export async function edit(root: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(root, file);
  const text = await readFile(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  await writeFile(full, text.replace(from, to));
}

/** Captures what the CLI prints. */
export function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), isTTY: false },
    out,
    err,
  };
}

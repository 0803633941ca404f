import { cp, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/** A site written from its files' paths and contents into a new folder `<temp>/<name>-…/site` (its parent is free). */
export async function writeSite(name: string, files: Readonly<Record<string, string | Uint8Array>>): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), `helpdocs-${name}-`)), 'site');
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  return root;
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

/** Every file under `dir` (forward slashes) and its bytes in base64, to compare two output folders byte for byte. */
export async function filesOf(dir: string, prefix = ''): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) for (const [file, text] of await filesOf(dir, relative)) files.set(file, text);
    else files.set(relative, (await readFile(path.join(dir, relative))).toString('base64'));
  }
  return files;
}

/** Every file under `dir` and its modification time: which files a build wrote again. */
export async function modifiedTimes(dir: string): Promise<Map<string, number>> {
  return new Map(
    await Promise.all(
      [...(await filesOf(dir)).keys()].map(async (file) => [file, (await stat(path.join(dir, file))).mtimeMs] as const),
    ),
  );
}

// helpdocs as a package: packed once per run from the working tree (`prepack` compiles dist/), and
// installed into a site's folder unless the same tarball (by hash) is already there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE } from './sites.js';

export interface Tarball {
  file: string;
  sha256: string;
}

export function packHelpdocs(repoRoot: string): Tarball {
  const destination = path.join(CACHE, 'pack');
  mkdirSync(destination, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // `prepack` may print before npm's JSON: the JSON is the last top-level array.
  const json = out.slice(out.lastIndexOf('\n[') + 1 || out.indexOf('['));
  const [entry] = JSON.parse(json) as { filename: string }[];
  if (!entry) throw new Error('npm pack printed no file name');
  const file = path.join(destination, entry.filename);
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
  writeFileSync(LAST, `${JSON.stringify({ file, sha256 })}\n`);
  return { file, sha256 };
}

const LAST = path.join(CACHE, 'pack', 'last.json');

/** The tarball the last run packed (`--reuse-pack`: several runs on one and the same helpdocs). */
export function lastTarball(): Tarball | undefined {
  if (!existsSync(LAST)) return undefined;
  const last = JSON.parse(readFileSync(LAST, 'utf8')) as Tarball;
  return existsSync(last.file) ? last : undefined;
}

const MARKER = path.join('node_modules', '.helpdocs-tarball.sha256');

/** Installs the tarball into the site folder; false when that very tarball was already installed. */
export function installInto(siteDir: string, tarball: Tarball): boolean {
  const marker = path.join(siteDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === tarball.sha256) return false;
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', tarball.file],
    { cwd: siteDir, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  writeFileSync(marker, `${tarball.sha256}\n`);
  return true;
}

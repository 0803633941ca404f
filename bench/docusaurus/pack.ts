// helpdocs as a package: packed once per run from the working tree (`prepack` compiles dist/), and
// installed into a site's folder unless the same tarball (by hash) is already there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  // npm would rework a pnpm site's node_modules (and fetch its git dependencies): the package is installed beside
  // the site, and linked into its node_modules.
  if (existsSync(path.join(siteDir, 'pnpm-lock.yaml'))) linkSideInstall(siteDir, tarball);
  else
    execFileSync('npm', ['install', '--no-save', ...NPM_FLAGS, tarball.file], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  writeFileSync(marker, `${tarball.sha256}\n`);
  return true;
}

const NPM_FLAGS = ['--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts'];

/** The tarball installed once in a folder of its own (by hash), `helpdocs` and its bin linked into the site. */
function linkSideInstall(siteDir: string, tarball: Tarball): void {
  const side = path.join(CACHE, 'side', tarball.sha256.slice(0, 16));
  if (!existsSync(path.join(side, 'node_modules', 'helpdocs'))) {
    mkdirSync(side, { recursive: true });
    writeFileSync(path.join(side, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', ...NPM_FLAGS, tarball.file], {
      cwd: side,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  const link = (target: string, at: string) => {
    rmSync(at, { force: true, recursive: true });
    mkdirSync(path.dirname(at), { recursive: true });
    symlinkSync(target, at);
  };
  link(path.join(side, 'node_modules', 'helpdocs'), path.join(siteDir, 'node_modules', 'helpdocs'));
  link(path.join(side, 'node_modules', '.bin', 'helpdocs'), path.join(siteDir, 'node_modules', '.bin', 'helpdocs'));
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../core/package-root.js';

/** Written by scripts/compile.mjs: a hash of the compiled code in dist/. */
export const BUILD_ID_FILE = 'build-id';

function sourceFilesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? sourceFilesOf(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The interface strings read at run time (src/core/strings.ts): part of the code, as dist/build-id counts them. */
const stringFilesOf = (root: string) =>
  readdirSync(path.join(root, 'templates', 'strings'))
    .sort()
    .map((name) => path.join(root, 'templates', 'strings', name));

/**
 * What made a cached entry: helpdocs's version, the exact versions of its dependencies (the unified
 * plugins among them), and its code — the compiled dist/ as a whole, or, run from source, every file
 * of src/ and templates/strings/ — so a cache written by other code is never read as this code's.
 */
export function codeFingerprint(from: string = import.meta.url): string {
  return (fingerprints[from] ??= fingerprintOf(from));
}

const fingerprints: Record<string, string> = {};

function fingerprintOf(from: string): string {
  const root = packageRoot(from);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const hash = createHash('sha256').update(JSON.stringify([manifest.version, manifest.dependencies ?? {}]));
  const buildId = path.join(path.dirname(fileURLToPath(from)), BUILD_ID_FILE);
  if (existsSync(buildId)) hash.update(readFileSync(buildId));
  else
    for (const file of [...sourceFilesOf(path.join(root, 'src')), ...stringFilesOf(root)])
      hash.update(file.slice(root.length)).update(readFileSync(file));
  return `${manifest.version}+${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The identity of a site's remark/rehype plugins, part of the cache key: the config's bundled code
 * (every local file it imports, plugins written in the site among them), the version of each package
 * it imports as installed in the site's node_modules, and each plugin's source text and options.
 */
export function pluginsFingerprint(
  siteRoot: string,
  plugins: { remarkPlugins: readonly unknown[]; rehypePlugins: readonly unknown[] },
  config: { code: string; packages: readonly string[] },
): string {
  const versions = config.packages.map((name) => [name, installedVersion(siteRoot, name) ?? 'unresolved']);
  const described = [...plugins.remarkPlugins, ...plugins.rehypePlugins].map((entry) =>
    JSON.stringify(entry, (_key, value: unknown) =>
      typeof value === 'function' ? `${value.name}:${value.toString()}` : value,
    ),
  );
  const hash = createHash('sha256').update(JSON.stringify([config.code, versions, described]));
  return hash.digest('hex').slice(0, 16);
}

/** A package's version as Node would resolve it from the site folder (node_modules up the tree). */
function installedVersion(from: string, name: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

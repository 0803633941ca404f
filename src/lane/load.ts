/**
 * Loads the one-doc rebuild. Run from dist/, it is one CommonJS script (scripts/compile.mjs) run with V8's code cache:
 * Node 20 keeps no compiled code of ES modules between runs, and compiling the rebuild's code was a fifth of its time.
 * The cache is made after a rebuild ran, so it holds the functions the rebuild called, not only the outer code. It is
 * kept in the user's own cache folder beside the machine key (never in a site's, which may come from elsewhere), one
 * file per compiled dist/. Run from src/ (tests), the module is imported as it is.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { machineKeyFile } from '../cache/machine-key.js';

type LaneModule = typeof import('./run.js');

export interface LoadedLane {
  lane: LaneModule;
  /** Writes the code cache when there was none to use; call once the rebuild ran. */
  keep(): void;
}

const SCRIPT = 'lane.cjs';
const PREFIX = 'lane-';

export async function loadLane(from: string = import.meta.url): Promise<LoadedLane> {
  const file = path.join(path.dirname(fileURLToPath(from)), SCRIPT);
  const buildId = path.join(path.dirname(file), 'build-id');
  if (!existsSync(file) || !existsSync(buildId)) return { lane: await import('./run.js'), keep: () => {} };
  const cacheFile = path.join(codeCacheDir(), `${PREFIX}${readFileSync(buildId, 'utf8').trim().slice(0, 16)}.v8`);
  const cachedData = readIfAny(cacheFile);
  const script = new vm.Script(wrapped(readFileSync(file, 'utf8')), {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
    // The script imports esbuild and a site's modules as the ES build does (neither on the rebuild's way).
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as LaneModule };
  (script.runInThisContext() as CommonJsWrapper)(module.exports, createRequire(file), module, file, path.dirname(file));
  const usable = cachedData !== undefined && !script.cachedDataRejected;
  return { lane: module.exports, keep: () => usable || writeCodeCache(cacheFile, script.createCachedData()) };
}

type CommonJsWrapper = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
) => void;

/** Node's CommonJS wrapper, on the script's first line so that its line numbers stay the file's. */
const wrapped = (source: string) => `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;

/** `$XDG_CACHE_HOME/helpdocs/code` (or `~/.cache/…`), beside the machine key. */
function codeCacheDir(): string {
  return path.join(path.dirname(machineKeyFile()), 'code');
}

function readIfAny(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Installs of helpdocs whose caches are kept, the latest written (two sites may use two versions). */
const KEPT_CACHES = 3;

/** Whole or not at all (renamed into place); the caches of older compiled dist/ beyond a few are removed. */
function writeCodeCache(file: string, data: Buffer): void {
  try {
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data, { mode: 0o600 });
    renameSync(partial, file);
    const caches = readdirSync(dir)
      .filter((name) => name.startsWith(PREFIX) && name.endsWith('.v8'))
      .map((name) => ({ file: path.join(dir, name), written: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.written - a.written);
    for (const old of caches.slice(KEPT_CACHES)) rmSync(old.file, { force: true });
  } catch {
    // No cache: the next rebuild compiles the script again.
  }
}

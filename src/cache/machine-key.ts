// Compiled site modules (the config) are code that a build runs: a cache folder restored from
// elsewhere must never supply them. Each is signed with a key kept outside every cache folder, in
// the user's own cache (never restored with a site's), so only this machine's builds can make one
// that is used; anywhere else the module is simply compiled again (~35 ms).
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

let cached: Buffer | null | undefined;

/** `$XDG_CACHE_HOME/helpdocs/module-key` (or `~/.cache/…`): made once, readable by the user only. */
export function machineKeyFile(): string {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'helpdocs', 'module-key');
}

/** The key, made on first use; null when it can be neither read nor made (modules are then not kept). */
export function machineKey(): Buffer | null {
  if (cached === undefined) cached = readOrMakeKey(machineKeyFile());
  return cached;
}

function readOrMakeKey(file: string): Buffer | null {
  try {
    const key = readFileSync(file);
    if (key.length >= 32) return key;
  } catch {
    // Made below.
  }
  try {
    const key = randomBytes(32);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, key, { mode: 0o600 });
    return key;
  } catch {
    return null;
  }
}

export function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importSiteModuleWithCode } from './import-module.js';
import type { CompiledModules } from '../../cache/index.js';
import { pluginsFingerprint } from '../../cache/fingerprint.js';
import { findPath } from '../../core/config-positions.js';
import { configSchema, type Config } from '../../core/config.js';
import { ConfigError } from '../../core/config-error.js';

export const CONFIG_FILE = 'helpdocs.config.ts';

// Lives in core/ so the CLI can tell it apart without loading the config loader (and esbuild).
export { ConfigError };

/**
 * Bundles `helpdocs.config.ts` with esbuild (so it may import `helpdocs` and local files),
 * imports it and validates it. Problems name the key path.
 */
export async function loadConfig(
  root: string,
  onInputs?: (files: string[], packages: string[]) => void,
  compiled?: CompiledModules,
): Promise<Config> {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) return parseConfig({}, CONFIG_FILE);
  try {
    const imported = await importSiteModuleWithCode(root, CONFIG_FILE, onInputs, compiled);
    const config = parseConfig(imported.value ?? {}, CONFIG_FILE, await readFile(file, 'utf8'));
    const { remarkPlugins, rehypePlugins } = config.markdown;
    if (remarkPlugins.length + rehypePlugins.length > 0)
      pluginIdentities.set(config, pluginsFingerprint(root, config.markdown, imported));
    return config;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(CONFIG_FILE, [error instanceof Error ? error.message : String(error)]);
  }
}

const pluginIdentities = new WeakMap<Config, string>();

/**
 * What the config's remark/rehype plugins are made of (src/cache/fingerprint.ts), for the build
 * cache's key: their code and options do not survive the config's JSON. Undefined without plugins.
 */
export function pluginIdentity(config: Config): string | undefined {
  return pluginIdentities.get(config);
}

/** Validates a config; with its source text, each problem starts with where it is written (`file:line:column`). */
export function parseConfig(value: unknown, file = CONFIG_FILE, text?: string): Config {
  const result = configSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const keyPath = issue.path.map(String).join('.') || '(root)';
    if (text === undefined) return `${keyPath}: ${issue.message}`;
    const at = findPath(text, issue.path, valueAt(value, issue.path));
    return `${file}:${at.line}:${at.column} ${keyPath}: ${issue.message}`;
  });
  throw new ConfigError(file, problems);
}

function valueAt(value: unknown, keyPath: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of keyPath)
    at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

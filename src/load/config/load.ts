import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importSiteModuleWithCode, type ImportedModule } from './import-module.js';
import { type DocusaurusSource, findDocusaurusConfig, importDocusaurusConfig } from './docusaurus/import.js';
import { mapDocusaurusConfig, type MappedConfig } from './docusaurus/map.js';
import type { Diagnostic } from '../../core/model.js';
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
  if (!existsSync(file)) {
    const docusaurus = findDocusaurusConfig(root);
    return docusaurus ? loadDocusaurusConfig(root, docusaurus, onInputs, compiled) : parseConfig({}, CONFIG_FILE);
  }
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

/** A Docusaurus site's own config, read as the helpdocs config it amounts to (src/load/config/docusaurus/). */
async function loadDocusaurusConfig(
  root: string,
  file: string,
  onInputs?: (files: string[], packages: string[]) => void,
  compiled?: CompiledModules,
): Promise<Config> {
  let mapped: MappedConfig;
  let imported: ImportedModule;
  let text: string;
  try {
    imported = await importDocusaurusConfig(root, file, onInputs, compiled);
    text = await readFile(path.join(root, file), 'utf8');
    mapped = mapDocusaurusConfig(imported.value, root, file, text);
  } catch (error) {
    throw new ConfigError(file, [error instanceof Error ? error.message : String(error)]);
  }
  const config = parseConfig(mapped.config, file);
  configNotes.set(config, mapped.diagnostics);
  docusaurusSources.set(config, { value: imported.value, file, text });
  const { remarkPlugins, rehypePlugins } = config.markdown;
  if (remarkPlugins.length + rehypePlugins.length > 0)
    pluginIdentities.set(config, pluginsFingerprint(root, config.markdown, imported));
  return config;
}

const configNotes = new WeakMap<Config, Diagnostic[]>();

const docusaurusSources = new WeakMap<Config, DocusaurusSource>();

/** The Docusaurus config a config was mapped from (what its schema drops: plugin functions), if it was. */
export function docusaurusSourceOf(config: Config): DocusaurusSource | undefined {
  return docusaurusSources.get(config);
}

/** The file a site's config is read from: helpdocs.config.ts, or a Docusaurus site's own config. */
export function configFileOf(root: string): string {
  if (existsSync(path.join(root, CONFIG_FILE))) return CONFIG_FILE;
  return findDocusaurusConfig(root) ?? CONFIG_FILE;
}

/** What a Docusaurus config asked for that helpdocs does not do, one warning each. */
export function configDiagnostics(config: Config): Diagnostic[] {
  return configNotes.get(config) ?? [];
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

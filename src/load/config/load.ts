import { existsSync } from 'node:fs';
import path from 'node:path';
import { importSiteModule } from './import-module.js';
import { configSchema, type Config } from '../../core/config.js';

export const CONFIG_FILE = 'helpdocs.config.ts';

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Bundles `helpdocs.config.ts` with esbuild (so it may import `helpdocs` and local files),
 * imports it and validates it. Problems name the key path.
 */
export async function loadConfig(root: string): Promise<Config> {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) return parseConfig({}, CONFIG_FILE);
  try {
    return parseConfig((await importSiteModule(root, CONFIG_FILE)) ?? {}, CONFIG_FILE);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(CONFIG_FILE, [error instanceof Error ? error.message : String(error)]);
  }
}

export function parseConfig(value: unknown, file = CONFIG_FILE): Config {
  const result = configSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const keyPath = issue.path.map(String).join('.') || '(root)';
    return `${keyPath}: ${issue.message}`;
  });
  throw new ConfigError(file, problems);
}

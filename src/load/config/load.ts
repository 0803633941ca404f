import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
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
  const compiled = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    plugins: [
      {
        // `import { defineConfig } from 'helpdocs'` must work in any site folder.
        name: 'helpdocs-self',
        setup(b) {
          b.onResolve({ filter: /^helpdocs$/ }, () => ({ path: 'helpdocs', namespace: 'helpdocs' }));
          b.onLoad({ filter: /.*/, namespace: 'helpdocs' }, () => ({
            contents: 'export function defineConfig(c) { return c; }',
            loader: 'js',
          }));
        },
      },
    ],
  }).catch((error: unknown) => {
    throw new ConfigError(CONFIG_FILE, [error instanceof Error ? error.message : String(error)]);
  });
  const code = compiled.outputFiles[0]?.text ?? '';
  const temporary = path.join(root, `.helpdocs-config-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temporary, code);
  try {
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    return parseConfig(module.default ?? {}, CONFIG_FILE);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(CONFIG_FILE, [error instanceof Error ? error.message : String(error)]);
  } finally {
    await rm(temporary, { force: true });
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

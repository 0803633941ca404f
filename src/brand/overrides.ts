/**
 * Component overrides: each file of the site's theme/ folder named like a theme component
 * (`Footer.tsx`, `DocPage.tsx`…) replaces it. esbuild bundles the file (TSX, its own imports,
 * `@site/…`) into CommonJS, which runs with this process's React, the original component as
 * `@theme-original/<Name>` and `helpdocs/theme` (types only). Problems are diagnostics at the
 * file's line and column; a file with another name is a warning listing the names there are.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readSiteFile, siteFilePath } from '../load/site-file.js';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Message, Plugin } from 'esbuild';
import type { Diagnostic, OutputFile } from '../core/model.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import { resolveSitePaths, runBundledModule, SITE_MODULE_BUILD } from '../parse/mdx/compile.js';
import {
  originalComponents,
  THEME_COMPONENT_NAMES,
  type ThemeComponentName,
  type ThemeComponents,
} from '../../templates/theme.js';

export const THEME_DIR = 'theme';

const CODE = /\.(tsx|jsx|ts|js)$/;

export interface ThemeOverrides {
  components: Partial<ThemeComponents>;
  /** Changes whenever a file under theme/ does: part of the rendered pages' key. */
  key: string;
  diagnostics: Diagnostic[];
  /** Files the components import and publish (a swizzled Footer's logo.svg). */
  files?: OutputFile[];
  /** The URL of the components' own rules (a swizzled Footer's CSS module), linked by every page. */
  stylesheet?: string;
}

const NONE: ThemeOverrides = { components: {}, key: '', diagnostics: [] };

/** Every file under theme/, with its text: what the overrides are made of. */
async function themeFiles(root: string): Promise<Array<[string, string]>> {
  // theme/ is code; still, a theme/ linked out of the site folder is refused as any site input is.
  const entries = await readdir(siteFilePath(root, THEME_DIR), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return Promise.all(files.sort().map(async (file) => [file, await readSiteFile(root, file)] as [string, string]));
}

export async function loadThemeOverrides(root: string, memo?: BuildMemo): Promise<ThemeOverrides> {
  if (!existsSync(path.join(root, THEME_DIR))) return NONE;
  const files = await themeFiles(root);
  const key = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  return remember(
    memo,
    'theme-overrides',
    () => key,
    () => compileOverrides(root, files, key),
  );
}

async function compileOverrides(root: string, files: Array<[string, string]>, key: string): Promise<ThemeOverrides> {
  const diagnostics: Diagnostic[] = [];
  const components: Partial<Record<ThemeComponentName, unknown>> = {};
  const known = new Set<string>(THEME_COMPONENT_NAMES);
  // Only files directly in theme/ override; folders below it may hold what they import.
  for (const [file] of files.filter(([file]) => file.split('/').length === 2)) {
    const name = path.basename(file).replace(CODE, '');
    if (!CODE.test(file) || !known.has(name)) {
      diagnostics.push({
        severity: 'warning',
        file,
        line: 1,
        column: 1,
        message: `"${path.basename(file)}" overrides no theme component`,
        ruleId: 'theme-unknown-override',
        hint:
          `name a file after one of: ${[...THEME_COMPONENT_NAMES].sort().join(', ')} (.tsx or .jsx); put helpers ` +
          `in a folder under theme/`,
      });
      continue;
    }
    const compiled = await compileOverride(root, file);
    if (!compiled.ok) {
      diagnostics.push(...compiled.problems);
      continue;
    }
    const loaded = evaluateOverride(compiled.code, file);
    if (typeof loaded === 'function') components[name as ThemeComponentName] = guarded(name, file, loaded as React.FC);
    else
      diagnostics.push({
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message: typeof loaded === 'string' ? loaded : `theme/${name} must export its component as the default export`,
        ruleId: 'theme-override',
      });
  }
  return { components: components as Partial<ThemeComponents>, key, diagnostics };
}

/** React, the originals and the types-only `helpdocs/theme` are this process's; everything else is bundled. */
const SHARED = /^(react|react-dom)(\/.*)?$|^@theme-original\/|^helpdocs(\/theme)?$/;

function sharedModule(id: string): unknown {
  if (id === 'react') return React;
  if (id === 'react/jsx-runtime' || id === 'react/jsx-dev-runtime') return jsxRuntime;
  if (id === 'helpdocs' || id === 'helpdocs/theme') return {};
  const original = /^@theme-original\/(\w+)$/.exec(id)?.[1];
  if (original && original in originalComponents) {
    // The component itself as module.exports: esbuild's interop makes that the default import
    // whether or not the site's package.json says "type": "module".
    return originalComponents[original as ThemeComponentName];
  }
  return undefined;
}

function sitePaths(root: string): Plugin {
  return {
    name: 'helpdocs-theme-paths',
    setup(b) {
      b.onResolve({ filter: SHARED }, (args) =>
        sharedModule(args.path) === undefined
          ? {
              errors: [
                {
                  text:
                    `"${args.path}" is not a theme component: the originals ` +
                    `are ${THEME_COMPONENT_NAMES.map((n) => `@theme-original/${n}`).join(', ')}`,
                },
              ],
            }
          : { path: args.path, external: true },
      );
      resolveSitePaths(b, root);
    },
  };
}

type Compiled = { ok: true; code: string } | { ok: false; problems: Diagnostic[] };

async function compileOverride(root: string, file: string): Promise<Compiled> {
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [path.join(root, file)],
      absWorkingDir: root,
      ...SITE_MODULE_BUILD,
      logLevel: 'silent',
      plugins: [sitePaths(root)],
    });
    return { ok: true, code: result.outputFiles[0]?.text ?? '' };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { ok: false, problems: errors.map((message) => placed(message, file)) };
  }
}

function placed(message: Message, file: string): Diagnostic {
  const at = message.location;
  return {
    severity: 'error',
    file: at?.file ?? file,
    line: at?.line ?? 1,
    column: (at?.column ?? 0) + 1,
    message: message.text,
    ruleId: 'theme-override',
  };
}

/** The module's default export, or the message of what it threw while loading. */
function evaluateOverride(code: string, file: string): unknown {
  try {
    return runBundledModule(code, sharedModule).default;
  } catch (error) {
    return `${file} failed to load: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** An override that throws while rendering names its file, not only a React stack. */
function guarded(name: string, file: string, Override: React.FC): React.FC {
  const Guarded = (props: object) => {
    try {
      return Override(props);
    } catch (error) {
      throw new Error(`${file}: ${name} failed to render: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
  Guarded.displayName = `theme/${name}`;
  return Guarded;
}

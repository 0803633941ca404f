import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSiteFile, siteFilePath } from './site-file.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { Diagnostic } from '../core/model.js';
import { importSiteModule } from './config/import-module.js';
import { parseJsonSource, type JsonSource } from './json-source.js';

/** Where a site's sidebars may live: Docusaurus's JSON, JavaScript or TypeScript module. */
export const SIDEBAR_FILES = ['sidebars.json', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.ts'];

export interface SidebarsSource {
  /** The file the sidebars come from, relative to the site root. */
  file: string;
  source: JsonSource;
}

export interface LoadedSidebars {
  /** Undefined when the site has no sidebars file (its sidebar is then generated from the folders). */
  sidebars: SidebarsSource | undefined;
  diagnostics: Diagnostic[];
}

const noPositions = (value: unknown): JsonSource => ({ value, positionOf: () => ({ line: 1, column: 1 }) });

/**
 * Reads `sidebars.json`, or imports `sidebars.js`/`.ts` (bundled with esbuild like the config).
 * Two sidebars files are an error: one of them would be ignored.
 */
export async function loadSidebarsSource(
  root: string,
  memo?: BuildMemo,
  onInputs?: (files: string[], packages: string[]) => void,
  sidebarPath?: string | false,
): Promise<LoadedSidebars> {
  if (sidebarPath === false) return { sidebars: undefined, diagnostics: [] };
  if (sidebarPath !== undefined && !existsSync(path.join(root, sidebarPath)))
    return { sidebars: undefined, diagnostics: [missingSidebars(sidebarPath)] };
  const candidates = sidebarPath === undefined ? SIDEBAR_FILES : [sidebarPath];
  const present = candidates.filter((name) => existsSync(path.join(root, name)));
  const [file, ...others] = present;
  const diagnostics: Diagnostic[] = others.map((other) => ({
    severity: 'error',
    file: other,
    line: 1,
    column: 1,
    message: `${file} and ${other} both define the sidebars`,
    ruleId: 'sidebar-files',
    hint: 'keep one of them',
  }));
  if (file === undefined) return { sidebars: undefined, diagnostics };
  const text = await readSiteFile(root, file);
  if (file.endsWith('.json')) {
    return {
      sidebars: {
        file,
        source: remember(
          memo,
          `json:${file}`,
          () => text,
          () => parseJsonSource(text),
        ),
      },
      diagnostics,
    };
  }
  // Checked before esbuild reads it: a module linked out of the site folder is refused as a JSON file is.
  siteFilePath(root, file);
  try {
    const value = await importSiteModule(root, file, onInputs, { commonJsGlobals: true });
    return { sidebars: { file, source: noPositions(value) }, diagnostics };
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      file,
      ...whereFailed(error),
      message: `Cannot load ${file}: ${reasonOf(error)}`,
      ruleId: 'sidebar-module',
    });
    return { sidebars: undefined, diagnostics };
  }
}

function missingSidebars(file: string): Diagnostic {
  return {
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message: `The sidebars file ${file} (sidebarPath) does not exist`,
    ruleId: 'sidebar-files',
    hint: 'correct sidebarPath, or set it to false for a sidebar made from the folders',
  };
}

/** esbuild's errors carry the line and column of the syntax error. */
function whereFailed(error: unknown): { line: number; column: number } {
  const location = (error as { errors?: Array<{ location?: { line: number; column: number } | null }> }).errors?.[0]
    ?.location;
  return location ? { line: location.line, column: location.column + 1 } : { line: 1, column: 1 };
}

function reasonOf(error: unknown): string {
  const first = (error as { errors?: Array<{ text: string }> }).errors?.[0]?.text;
  return first ?? (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
}

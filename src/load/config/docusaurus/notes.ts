// What a Docusaurus config asks for that helpdocs does not carry over: one warning each, at the key.
import path from 'node:path';
import { findPath } from '../../../core/config-positions.js';
import type { Diagnostic } from '../../../core/model.js';

export interface Notes {
  /**
   * A warning at the key path (`['presets', 0, 'blog']`), written where the key is in the file (or, given
   * `locate`, where that text is after it: a plugin's name).
   */
  warn(keyPath: readonly PropertyKey[], message: string, hint?: string, locate?: string): void;
  readonly diagnostics: Diagnostic[];
}

export function createNotes(file: string, text: string): Notes {
  const diagnostics: Diagnostic[] = [];
  return {
    diagnostics,
    warn(keyPath, message, hint, locate) {
      const at = findPath(text, keyPath, locate);
      diagnostics.push({
        severity: 'warning',
        file,
        line: at.line,
        column: at.column,
        message,
        ruleId: 'docusaurus-config',
        ...(hint ? { hint } : {}),
      });
    },
  };
}

export type Options = Record<string, unknown>;

export const isOptions = (value: unknown): value is Options =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const optionsOf = (value: unknown): Options => (isOptions(value) ? value : {});

export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A file path as Docusaurus resolves it (from the site folder), written from the site folder with `/`. */
export function sitePathOf(root: string, file: unknown): string {
  const absolute = path.resolve(root, String(file));
  return path.relative(root, absolute).split(path.sep).join('/');
}

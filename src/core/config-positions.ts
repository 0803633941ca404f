// Where a value is written in the config file. The config is code, so a text search is the cheap way;
// items are found per section and in order, so a doc linked from both the navbar and the footer is
// reported at each item's own line, not twice at the first copy's.
import type { Position } from '../core/model.js';

function positionOf(text: string, at: number): Position {
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Finds link items (`{ label: '…', docId | to | href: '…' }`) of one top-level key, in order. */
export interface SectionCursor {
  /** Moves to the next item labelled `label` and gives where `value` is written in it (or its label). */
  item(label: string, value?: string): Position;
}

export function configSection(text: string, key: string): SectionCursor {
  let cursor = new RegExp(`\\b${escapeRegExp(key)}\\s*:`).exec(text)?.index ?? 0;
  return {
    item(label, value) {
      const labelPattern = new RegExp(`\\blabel\\s*:\\s*(['"\`])${escapeRegExp(label)}\\1`, 'g');
      labelPattern.lastIndex = cursor;
      const found = labelPattern.exec(text);
      if (!found) return findIn(text, value ?? label, cursor);
      cursor = found.index + found[0].length;
      if (value === undefined) return positionOf(text, found.index);
      // The item's object literal: link items hold no nested braces.
      const open = text.lastIndexOf('{', found.index);
      const close = text.indexOf('}', found.index);
      const valueAt = text.indexOf(value, open);
      return valueAt !== -1 && (close === -1 || valueAt < close)
        ? positionOf(text, valueAt)
        : positionOf(text, found.index);
    },
  };
}

/** The first place `value` is written from `from` on, or 1:1. */
export function findIn(text: string, value: string, from = 0): Position {
  const at = text.indexOf(value, from);
  return at === -1 ? { line: 1, column: 1 } : positionOf(text, at);
}

/** Where a key (`colors:`) is first written, or 1:1. */
export function findKey(text: string, key: string): Position {
  const at = new RegExp(`\\b${escapeRegExp(key)}\\s*:`).exec(text)?.index;
  return at === undefined ? { line: 1, column: 1 } : positionOf(text, at);
}

/**
 * Where the value at `keyPath` (as zod reports it: keys and array indices) is written: each key is
 * looked for after the previous one (quoted or not), then the offending string value itself, so
 * `csp['script-src'][1]` points at the refused source. Falls back to the last key found, or 1:1.
 */
export function findPath(text: string, keyPath: readonly PropertyKey[], value: unknown): Position {
  let cursor = 0;
  let found: number | undefined;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`(?:\\b${escapeRegExp(key)}|(['"])${escapeRegExp(key)}\\1)\\s*:`, 'g');
    pattern.lastIndex = cursor;
    const match = pattern.exec(text);
    if (!match) break;
    found = match.index;
    cursor = match.index + match[0].length;
  }
  if (typeof value === 'string' && value !== '') {
    const at = text.indexOf(value, cursor);
    if (at !== -1) return positionOf(text, at > 0 && /['"`]/.test(text[at - 1] ?? '') ? at - 1 : at);
  }
  return found === undefined ? { line: 1, column: 1 } : positionOf(text, found);
}

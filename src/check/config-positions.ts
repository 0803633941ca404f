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
      return valueAt !== -1 && (close === -1 || valueAt < close) ? positionOf(text, valueAt) : positionOf(text, found.index);
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

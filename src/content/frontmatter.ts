import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { z } from 'zod';
import type { Diagnostic, FrontMatter, Position } from '../model.js';

const lastUpdate = z.union([
  z.string().transform((date) => ({ date })),
  z.strictObject({ date: z.string().optional(), author: z.string().optional() }),
]);

const shape = {
  title: z.string().min(1),
  description: z.string(),
  slug: z.string(),
  sidebar_label: z.string().min(1),
  sidebar_position: z.number(),
  tags: z.array(z.string().min(1)),
  unlisted: z.boolean(),
  hide_table_of_contents: z.boolean(),
  last_update: lastUpdate,
} as const;

const knownKeys = new Set(Object.keys(shape));

export interface FrontMatterResult {
  data: FrontMatter;
  /** Line where the Markdown body starts (1-based). */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Parses and validates YAML front matter; problems carry the line and column in the .md file. */
export function parseFrontMatter(file: string, text: string): FrontMatterResult {
  const empty: FrontMatter = { tags: [], unlisted: false, hide_table_of_contents: false };
  const match = FENCE.exec(text);
  if (!match) return { data: empty, bodyLine: 1, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const bodyLine = match[0].split('\n').length;
  const diagnostics: Diagnostic[] = [];
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // The YAML starts on line 2 of the file, after the opening fence.
  const at = (offset: number | undefined): Position => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { line: pos.line + 1, column: pos.col };
  };
  for (const error of document.errors) {
    diagnostics.push({
      severity: 'error',
      file,
      ...at(error.pos[0]),
      message: `Front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      ruleId: 'front-matter-yaml',
    });
  }
  if (document.errors.length > 0) return { data: empty, bodyLine, diagnostics };
  const contents = document.contents;
  if (contents !== null && !isMap(contents)) {
    diagnostics.push({ severity: 'error', file, ...at(0), message: 'Front matter must be a YAML mapping', ruleId: 'front-matter-type' });
    return { data: empty, bodyLine, diagnostics };
  }
  const data: Record<string, unknown> = { ...empty };
  for (const pair of contents?.items ?? []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const keyNode = pair.key as YamlNode | null;
    const valueNode = pair.value as YamlNode | null;
    if (!knownKeys.has(key)) {
      diagnostics.push({
        severity: 'warning',
        file,
        ...at(keyNode?.range?.[0]),
        message: `Unknown front matter key "${key}"`,
        ruleId: 'front-matter-unknown-key',
      });
      continue;
    }
    const value: unknown = valueNode && 'toJSON' in valueNode ? (valueNode as { toJSON(): unknown }).toJSON() : null;
    const parsed = shape[key as keyof typeof shape].safeParse(value);
    if (!parsed.success) {
      diagnostics.push({
        severity: 'error',
        file,
        ...at(valueNode?.range?.[0] ?? keyNode?.range?.[0]),
        message: `Front matter "${key}": ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
        ruleId: 'front-matter-type',
      });
      continue;
    }
    data[key] = parsed.data;
  }
  return { data: data as unknown as FrontMatter, bodyLine, diagnostics };
}

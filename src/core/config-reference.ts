// The config reference, from the schema itself: one line per key (dotted path, type,
// default, the `.describe()` text), so the documentation cannot drift from what the config accepts.
import { z } from 'zod';
import { configSchema } from './config.js';

export interface ReferenceRow {
  key: string;
  type: string;
  default: string;
  description: string;
}

type Any = z.core.$ZodType;
const defOf = (schema: Any) => schema._zod.def as unknown as Record<string, unknown> & { type: string };
const descriptionOf = (schema: Any) => z.globalRegistry.get(schema)?.description;

/** Unwraps optional/default/pipe/transform, keeping the first description and default found. */
function unwrap(schema: Any): { inner: Any; description: string | undefined; fallback: unknown; hasDefault: boolean } {
  let inner = schema;
  let description = descriptionOf(schema);
  let fallback: unknown;
  let hasDefault = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'default' || def.type === 'prefault') {
      if (!hasDefault) {
        hasDefault = true;
        fallback = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      }
      inner = def.innerType as Any;
    } else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly')
      inner = def.innerType as Any;
    else if (def.type === 'pipe') inner = def.in as Any;
    else break;
    description ??= descriptionOf(inner);
  }
  return { inner, description, fallback, hasDefault };
}

function typeName(schema: Any): string {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return 'object';
    case 'array': {
      const element = typeName(def.element as Any);
      return element.includes('|') ? `(${element})[]` : `${element}[]`;
    }
    case 'tuple':
      return `[${(def.items as Any[]).map(typeName).join(', ')}]`;
    case 'union':
      return [...new Set((def.options as Any[]).map(typeName))].join(' \\| ');
    case 'enum':
      return Object.values(def.entries as Record<string, string>)
        .map((v) => `'${v}'`)
        .join(' \\| ');
    case 'record':
      return `record<${typeName(def.keyType as Any)}, ${typeName(def.valueType as Any)}>`;
    case 'custom':
      return 'function';
    case 'transform':
      return 'string';
    default:
      return def.type;
  }
}

/**
 * Every key of the config, depth first, in the schema's order (records and arrays of objects: their items' keys under
 * `…[]` / `….<name>`).
 */
export function configReference(schema: Any = configSchema): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const walk = (object: Any, prefix: string) => {
    const shape = defOf(object).shape as Record<string, Any>;
    for (const [name, child] of Object.entries(shape)) {
      const key = prefix ? `${prefix}.${name}` : name;
      const { inner, description, fallback, hasDefault } = unwrap(child);
      rows.push({
        key,
        type: typeName(child),
        default: hasDefault ? JSON.stringify(fallback) : '',
        description: description ?? '',
      });
      const def = defOf(inner);
      if (def.type === 'object') walk(inner, key);
      else if (def.type === 'array' && defOf(unwrap(def.element as Any).inner).type === 'object')
        walk(unwrap(def.element as Any).inner, `${key}[]`);
      else if (def.type === 'record' && defOf(unwrap(def.valueType as Any).inner).type === 'object')
        walk(unwrap(def.valueType as Any).inner, `${key}.<name>`);
    }
  };
  walk(unwrap(schema).inner, '');
  return rows;
}

/** The reference as a Markdown table (`npm run docs:config` prints it). */
export function referenceTable(rows: readonly ReferenceRow[] = configReference()): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = ['| Key | Type | Default | What it does |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(
      `| \`${row.key}\` | ${row.type.replace(/(?<!\\)\|/g, '\\|')} ` +
        `| ${row.default ? `\`${cell(row.default)}\`` : ''} | ${cell(row.description)} |`,
    );
  return lines.join('\n');
}

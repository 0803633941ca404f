import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import type { Diagnostic, FrontMatter, Position } from '../core/model.js';
import { unsafeSitePath, withoutDotSegments } from '../core/site-path.js';
import { readPlainYaml } from './plain-yaml.js';
import { FENCE, frontMatterBodyLine, frontMatterText } from './front-matter-fence.js';

export { frontMatterFence, frontMatterText } from './front-matter-fence.js';

const lastUpdate = z.union([
  z.string().transform((date) => ({ date })),
  z.strictObject({ date: z.string().optional(), author: z.string().optional() }),
]);

const tagPermalink = z
  .string()
  .transform((permalink) => permalink.replace(/^\/+|\/+$/g, ''))
  .refine((permalink) => permalink !== '' && unsafeSitePath(permalink) === undefined, 'must be a path inside the site');

const shape = {
  // An empty title (`title: ''`, which Docusaurus allows) is no title: the doc's heading or file name names it.
  title: z.string().transform((title) => (title.trim() === '' ? undefined : title)),
  description: z.string(),
  // `.` and `..` segments are resolved as Docusaurus does (never above the docs' root): only what remains is checked.
  slug: z.string().superRefine((slug, context) => {
    const problem = unsafeSitePath(withoutDotSegments(slug));
    if (problem) context.addIssue({ code: 'custom', message: `"${slug}" ${problem}` });
  }),
  sidebar_label: z.string().min(1),
  sidebar_position: z.number(),
  // Each tag is a page listing its docs: 50,000 tags in one doc wrote 598 MB in 158 s.
  // A tag is a label, or Docusaurus's `{ label, permalink }`: the permalink is its page's path under tags/.
  tags: z
    .array(z.union([z.string().min(1), z.strictObject({ label: z.string().min(1), permalink: tagPermalink })]))
    .max(100, 'at most 100 tags a doc'),
  /** Words readers search the page by, weighted like a heading. */
  keywords: z.array(z.string().min(1)),
  unlisted: z.boolean(),
  hide_table_of_contents: z.boolean(),
  last_update: lastUpdate,
  // Docusaurus's doc front matter (plugin-content-docs), each with the effect it has there.
  /** The doc's id (and URL) instead of its file name; its folder stays. */
  id: z
    .string()
    .min(1)
    .refine((id) => !id.includes('/'), 'must not contain "/" (the folder is part of the id already)'),
  hide_title: z.boolean(),
  /** A doc id, or null for no link. */
  pagination_next: z.string().min(1).nullable(),
  pagination_prev: z.string().min(1).nullable(),
  /** The doc's name in its neighbours' previous/next links (Docusaurus: before its sidebar label). */
  pagination_label: z.string().min(1),
  displayed_sidebar: z.string().min(1).nullable(),
  toc_min_heading_level: z.number().int().min(2).max(6),
  toc_max_heading_level: z.number().int().min(2).max(6),
  /** Left out of `helpdocs build`, shown by `helpdocs serve --watch`. */
  draft: z.boolean(),
  sidebar_class_name: z.string().min(1),
  sidebar_custom_props: z.record(z.string(), z.unknown()),
  // Docusaurus keys a sidebar item's translation by it; the label shown is the same.
  sidebar_key: z.string().min(1),
  /** The "edit this page" link of this doc, or null for none. */
  custom_edit_url: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
    .nullable(),
  image: z.string().min(1),
  /** `splash`: a landing page (hero, then the body full width; no sidebar, table of contents or pagination). */
  template: z.enum(['doc', 'splash']),
  hero: z.strictObject({
    title: z.string().min(1).optional(),
    tagline: z.string().optional(),
    /** Paths from the site root (`/img/hero.svg`, under static/); `dark` replaces `light` in dark mode. */
    image: z
      .strictObject({ light: z.string().startsWith('/'), dark: z.string().startsWith('/').optional(), alt: z.string() })
      .optional(),
    actions: z
      .array(
        z.strictObject({
          text: z.string().min(1),
          /** A path inside the site (`/getting-started/`, from the base) or an address. */
          link: z.string().min(1),
          variant: z.enum(['primary', 'secondary']).default('primary'),
        }),
      )
      .max(3, 'a hero has at most three actions')
      .default([]),
    /** A search box in the hero, the navbar's widget (a plain GET form to the search page without JavaScript). */
    search: z.boolean().optional(),
  }),
} as const;

const knownKeys = new Set(Object.keys(shape));

export interface FrontMatterResult {
  data: FrontMatter;
  /** Line where the Markdown body starts (1-based). */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

/** Where a top-level key (and its value) is written: found only when a message needs it. */
function locateKey(yamlText: string, key: string): { key: Position; value: Position } {
  const lines = yamlText.split('\n');
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(["']?)${escaped}\\1\\s*:\\s*`);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index === -1) return { key: { line: 2, column: 1 }, value: { line: 2, column: 1 } };
  const keyLine = lines[index] ?? '';
  const prefix = pattern.exec(keyLine)?.[0] ?? '';
  // The YAML starts on line 2 of the file, after the opening fence.
  const line = index + 2;
  const valueLine = prefix.length < keyLine.length ? line : line + 1;
  const valueColumn =
    prefix.length < keyLine.length ? prefix.length + 1 : (/\S/.exec(lines[index + 1] ?? '')?.index ?? 0) + 1;
  return { key: { line, column: 1 }, value: { line: valueLine, column: valueColumn } };
}

/** Where a front matter key is written in a doc's text (1:1 without front matter). */
export function findFrontMatterKey(text: string, key: string): Position {
  const yamlText = frontMatterText(text);
  return yamlText === undefined ? { line: 1, column: 1 } : locateKey(yamlText, key).key;
}

/** Parses and validates YAML front matter; problems carry the line and column in the .md file. */

/** Keys a blog post's front matter may have besides a doc's (read by src/load/blog/). */
export const POST_KEYS: ReadonlySet<string> = new Set([
  'authors',
  'author',
  'author_url',
  'authorURL',
  'author_title',
  'authorTitle',
  'author_image_url',
  'authorImageURL',
  'date',
]);

type TagEntry = string | { label: string; permalink: string };

/** Tags as labels, and the paths the tags written as `{ label, permalink }` choose. */
function splitTags(entries: readonly TagEntry[]): Pick<FrontMatter, 'tags' | 'tagPermalinks'> {
  const chosen = entries.filter((entry) => typeof entry !== 'string');
  return {
    tags: entries.map((entry) => (typeof entry === 'string' ? entry : entry.label)),
    ...(chosen.length > 0
      ? { tagPermalinks: Object.fromEntries(chosen.map((tag) => [tag.label, tag.permalink])) }
      : {}),
  };
}

/** YAML read by `yaml`, with its alias limit, or its first error where it is. */
function readYaml(file: string, yamlText: string): { value: unknown } | { diagnostic: Diagnostic } {
  // The core schema keeps dates as strings (last_update) and is all front matter needs.
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { schema: 'core', lineCounter, prettyErrors: false });
  const [problem] = document.errors;
  if (problem) {
    const at = lineCounter.linePos(problem.pos[0]);
    return {
      diagnostic: {
        severity: 'error',
        file,
        line: at.line + 1,
        column: at.col,
        message: `Front matter is not valid YAML: ${problem.message.split('\n')[0]}`,
        ruleId: 'front-matter-yaml',
      },
    };
  }
  try {
    return { value: document.toJS() };
  } catch (error) {
    // An alias bomb: `yaml` stops expanding past its alias limit.
    const message = error instanceof Error ? error.message : String(error);
    return {
      diagnostic: {
        severity: 'error',
        file,
        line: 2,
        column: 1,
        message: `Front matter: ${message}`,
        ruleId: 'front-matter-yaml',
      },
    };
  }
}

/** `extraKeys`: keys read elsewhere, neither kept here nor unknown. */
export function parseFrontMatter(file: string, text: string, extraKeys?: ReadonlySet<string>): FrontMatterResult {
  const empty: FrontMatter = { tags: [], unlisted: false, hide_table_of_contents: false };
  const match = FENCE.exec(text);
  if (!match) return { data: empty, bodyLine: 1, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const bodyLine = frontMatterBodyLine(text);
  const diagnostics: Diagnostic[] = [];
  const read = readPlainYaml(yamlText) ?? readYaml(file, yamlText);
  if ('diagnostic' in read) return { data: empty, bodyLine, diagnostics: [read.diagnostic] };
  const { value } = read;
  if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    diagnostics.push({
      severity: 'error',
      file,
      line: 2,
      column: 1,
      message: 'Front matter must be a YAML mapping',
      ruleId: 'front-matter-type',
    });
    return { data: empty, bodyLine, diagnostics };
  }
  const data: Record<string, unknown> = { ...empty };
  for (const [key, raw] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (!knownKeys.has(key)) {
      if (extraKeys?.has(key)) continue;
      diagnostics.push({
        severity: 'warning',
        file,
        ...locateKey(yamlText, key).key,
        message: `Unknown front matter key "${key}" (said once, at its first doc)`,
        ruleId: 'front-matter-unknown-key',
        // A site's own key (its components read it) is often in every doc: one warning, not hundreds.
        oncePerBuild: `front-matter-unknown-key:${key}`,
      });
      // Kept as written, as Docusaurus keeps it: a site's components read their own keys (`useDoc().frontMatter`).
      // Defined, not assigned: a key named `__proto__` is a key.
      Object.defineProperty(data, key, { value: raw, enumerable: true, writable: true, configurable: true });
      continue;
    }
    const parsed = shape[key as keyof typeof shape].safeParse(raw);
    if (!parsed.success) {
      diagnostics.push({
        severity: 'error',
        file,
        ...locateKey(yamlText, key).value,
        message: `Front matter "${key}": ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
        ruleId: 'front-matter-type',
      });
      continue;
    }
    if (key === 'tags') Object.assign(data, splitTags(parsed.data as TagEntry[]));
    else data[key] = parsed.data;
  }
  return { data: data as unknown as FrontMatter, bodyLine, diagnostics };
}

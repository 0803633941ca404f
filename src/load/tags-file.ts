// Docusaurus's tags file (`tags.yml` beside the docs or the posts, 3.4 and later): the tags a front
// matter may name by key, each with its label, page path and description. The create-docusaurus
// template ships one with its blog, so most recent sites have it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { capitalize, kebabCase } from 'lodash-es';
import { z } from 'zod';
import type { Diagnostic } from '../core/model.js';
import { unsafeSitePath } from '../core/site-path.js';
import { checkJsonSource } from './json-source.js';
import { siteFilePath } from './site-file.js';
import { parseYamlSource } from './yaml-source.js';

export interface TagDefinition {
  label: string;
  /** Its page's path under the tags page, without slashes at either end: `facebook`, `a/b`. */
  permalink: string;
  description?: string;
}

export interface TagsFile {
  /** The file read, from the site folder: inline tags are reported against it. */
  file: string;
  tags: ReadonlyMap<string, TagDefinition>;
}

/** Which tags file a docs folder or blog reads: a name, `false` for none; unset, `tags.yml` when there is one. */
export type TagsFileOption = string | false | undefined;

export const DEFAULT_TAGS_FILE = 'tags.yml';

/** Whether a file of the docs' or posts' folder (relative to it) is its tags file: read, never published. */
export const isTagsFile = (file: string, option: TagsFileOption) =>
  option !== false && file === (option ?? DEFAULT_TAGS_FILE);

// Joi's rules in Docusaurus: known keys only, non-empty strings, or no value at all.
const definitionSchema = z
  .strictObject({
    label: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    permalink: z.string().min(1).optional(),
  })
  .nullable();
const fileSchema = z.record(z.string(), definitionSchema);

/**
 * The tags file of the first of `dirs` (site-relative folders, a locale's translation first) that has
 * one. A file named in the config must exist; the default one may not.
 */
export function readTagsFile(
  root: string,
  dirs: readonly string[],
  option: TagsFileOption,
  diagnostics: Diagnostic[],
): TagsFile | undefined {
  if (option === false) return undefined;
  const name = option ?? DEFAULT_TAGS_FILE;
  const candidates = dirs.map((dir) => path.posix.join(dir, name));
  const file = candidates.find((candidate) => existsSync(path.join(root, candidate)));
  if (file === undefined) {
    if (option !== undefined) diagnostics.push(missingFile(name, candidates));
    return undefined;
  }
  const text = readFileSync(siteFilePath(root, file), 'utf8');
  if (text.trim() === '') return { file, tags: new Map() };
  const source = parseYamlSource(text);
  const checked = checkJsonSource(source, file, fileSchema, 'tags');
  if (!checked.data) {
    diagnostics.push(...checked.diagnostics);
    return { file, tags: new Map() };
  }
  const tags = new Map<string, TagDefinition>();
  const owners = new Map<string, string>();
  for (const [key, written] of Object.entries(checked.data)) {
    const permalink = (written?.permalink ?? `/${kebabCase(key)}`).replace(/^\/+|\/+$/g, '');
    const unsafe = permalink === '' ? 'is empty' : unsafeSitePath(permalink);
    if (unsafe) {
      checked.error([key, 'permalink'], `${key}.permalink: "${written?.permalink}" ${unsafe}`, 'tags-permalink');
      continue;
    }
    const owner = owners.get(permalink);
    if (owner !== undefined) {
      checked.error([key], `Tags "${owner}" and "${key}" have the same permalink (${permalink})`, 'tags-permalink');
      continue;
    }
    owners.set(permalink, key);
    const description = written?.description;
    tags.set(key, { label: written?.label ?? capitalize(key), permalink, ...(description ? { description } : {}) });
  }
  diagnostics.push(...checked.diagnostics);
  return { file, tags };
}

function missingFile(name: string, candidates: readonly string[]): Diagnostic {
  return {
    severity: 'error',
    file: candidates.at(-1) ?? name,
    line: 1,
    column: 1,
    message: `The tags file ${name} is not in ${candidates.map((file) => path.posix.dirname(file)).join(' or ')}`,
    ruleId: 'tags-file',
    hint: 'create it, or remove the tags option',
  };
}

// versions.json: the released docs versions, newest first, as `docusaurus docs:version` writes it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from '../core/model.js';
import { VERSIONS_FILE } from '../core/versions.js';
import { checkJsonSource, parseJsonSource } from './json-source.js';
import { readSiteFile } from './site-file.js';

export interface VersionNames {
  /** Undefined when the site has no versions.json (or an unreadable one): it is not versioned. */
  names: string[] | undefined;
  diagnostics: Diagnostic[];
}

/**
 * A name becomes a folder (`versioned_docs/version-<name>`) and a path under the docs' base, so it is
 * held to Docusaurus's own rule and more: a slash, a backslash or `..` would read docs from outside
 * the site folder (`x/../../../secret`) and publish them.
 */
const versionName = z
  .string()
  .min(1)
  .refine((name) => !/[/\\]/.test(name), 'a version name holds no slash or backslash')
  .refine((name) => name !== '.' && name !== '..', 'a version name is not "." or ".."')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'a version name holds no control character');

const schema = z.array(versionName);

export async function readVersionNames(root: string): Promise<VersionNames> {
  if (!existsSync(path.join(root, VERSIONS_FILE))) return { names: undefined, diagnostics: [] };
  const source = parseJsonSource(await readSiteFile(root, VERSIONS_FILE));
  const checked = checkJsonSource(source, VERSIONS_FILE, schema, 'versions');
  return { names: checked.data, diagnostics: checked.diagnostics };
}

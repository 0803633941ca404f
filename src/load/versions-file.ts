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

const schema = z.array(z.string().min(1));

export async function readVersionNames(root: string): Promise<VersionNames> {
  if (!existsSync(path.join(root, VERSIONS_FILE))) return { names: undefined, diagnostics: [] };
  const source = parseJsonSource(await readSiteFile(root, VERSIONS_FILE));
  const checked = checkJsonSource(source, VERSIONS_FILE, schema, 'versions');
  return { names: checked.data, diagnostics: checked.diagnostics };
}

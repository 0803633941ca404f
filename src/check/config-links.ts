import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, LinkItem } from '../core/config.js';
import { CONFIG_FILE } from '../load/config/load.js';
import { didYouMean } from '../core/diagnostics.js';
import type { Diagnostic, DocHeader, Position } from '../core/model.js';
import { routeFromSitePath } from '../core/routes.js';

/** Where a value is written in the config file: the config is code, so a text search is the cheap way. */
function locate(text: string, value: string): Position {
  const at = text.indexOf(value);
  if (at === -1) return { line: 1, column: 1 };
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** Navbar and footer links to docs or site paths must point at something, like links in content. */
export async function checkConfigLinks(root: string, config: Config, docsById: ReadonlyMap<string, DocHeader>, routes: ReadonlySet<string>): Promise<Diagnostic[]> {
  const items: LinkItem[] = [...config.navbar.items, ...config.footer.columns.flatMap((column) => column.items), ...config.versions];
  const text = await readFile(path.join(root, CONFIG_FILE), 'utf8').catch(() => '');
  const out: Diagnostic[] = [];
  for (const item of items) {
    const targets = [item.docId, item.to, item.href].filter((v) => v !== undefined).length;
    if (targets !== 1) {
      out.push({ severity: 'error', file: CONFIG_FILE, ...locate(text, item.label), message: `Link "${item.label}" needs exactly one of docId, to or href`, ruleId: 'config-link' });
      continue;
    }
    if (item.docId !== undefined && !docsById.has(item.docId)) {
      const hint = didYouMean(item.docId, docsById.keys());
      out.push({ severity: 'error', file: CONFIG_FILE, ...locate(text, item.docId), message: `Link "${item.label}" points at unknown doc "${item.docId}"`, ruleId: 'config-link', ...(hint ? { hint } : {}) });
    }
    if (item.to !== undefined && !routes.has(routeFromSitePath(config.base, item.to))) {
      out.push({ severity: 'error', file: CONFIG_FILE, ...locate(text, item.to), message: `Link "${item.label}" points nowhere (${item.to})`, ruleId: 'config-link' });
    }
  }
  return out;
}

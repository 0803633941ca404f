import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, LinkItem } from '../core/config.js';
import { CONFIG_FILE } from '../load/config/load.js';
import { didYouMean } from '../core/diagnostics.js';
import type { Diagnostic, DocHeader, Position } from '../core/model.js';
import { routeFromSitePath } from '../core/routes.js';
import { refusedScheme, refusedUrlMessage } from '../core/unsafe-url.js';
import { configSection, findIn } from '../core/config-positions.js';

type VersionItem = Config['versions'][number];

/** Navbar, footer and version links to docs or site paths must point at something, like links in content. */
export async function checkConfigLinks(
  root: string,
  config: Config,
  docsById: ReadonlyMap<string, DocHeader>,
  routes: ReadonlySet<string>,
): Promise<Diagnostic[]> {
  const text = await readFile(path.join(root, CONFIG_FILE), 'utf8').catch(() => '');
  const out: Diagnostic[] = [];
  const error = (at: Position, message: string, hint?: string) =>
    out.push({
      severity: 'error',
      file: CONFIG_FILE,
      ...at,
      message,
      ruleId: 'config-link',
      ...(hint ? { hint } : {}),
    });

  const sections: Array<[string, Array<LinkItem | VersionItem>]> = [
    ['navbar', config.navbar.items],
    ['footer', config.footer.columns.flatMap((column) => column.items)],
    ['versions', config.versions],
  ];
  for (const [key, items] of sections) {
    const section = configSection(text, key);
    for (const item of items) {
      const link: LinkItem = item;
      const targets = [link.docId, link.to, link.href].filter((v) => v !== undefined);
      if (targets.length !== 1) {
        error(section.item(link.label), `Link "${link.label}" needs exactly one of docId, to or href`);
        continue;
      }
      const at = section.item(link.label, targets[0]);
      if (link.docId !== undefined && !docsById.has(link.docId)) {
        error(
          at,
          `Link "${link.label}" points at unknown doc "${link.docId}"`,
          didYouMean(link.docId, docsById.keys()),
        );
      }
      if (link.to !== undefined && !routes.has(routeFromSitePath(config.base, link.to))) {
        error(at, `Link "${link.label}" points nowhere (${link.to})`);
      }
      const scheme = link.href === undefined ? undefined : refusedScheme(link.href, 'link');
      if (scheme !== undefined) error(at, refusedUrlMessage(`Link "${link.label}"`, link.href ?? '', scheme));
    }
  }
  // Addresses the templates turn into links: the edit link's prefix and the canonical origin.
  for (const [key, value] of [
    ['editUrl', config.editUrl],
    ['url', config.url],
  ] as const) {
    const scheme = value === undefined ? undefined : refusedScheme(value, 'link');
    if (scheme !== undefined && value !== undefined) error(findIn(text, value), refusedUrlMessage(key, value, scheme));
  }
  return out;
}

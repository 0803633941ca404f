import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogsOf, type Config, type LinkItem } from '../core/config.js';
import { configFileOf } from '../load/config/load.js';
import { linkLabel, linkTarget } from '../assemble/link-items.js';
import { didYouMean } from '../core/diagnostics.js';
import type { Diagnostic, DocHeader, Position, Sidebar } from '../core/model.js';
import { refusedScheme, refusedUrlMessage } from '../core/unsafe-url.js';
import { configSection, findIn } from '../core/config-positions.js';

type VersionItem = Config['versions'][number];

/** Navbar, footer and version links to docs or site paths must point at something, like links in content. */
export async function checkConfigLinks(
  root: string,
  config: Config,
  docsById: ReadonlyMap<string, DocHeader>,
  routes: ReadonlySet<string>,
  sidebars: readonly Sidebar[] = [],
): Promise<Diagnostic[]> {
  const file = configFileOf(root);
  const text = await readFile(path.join(root, file), 'utf8').catch(() => '');
  const site = { config, docsById, sidebars };
  const out: Diagnostic[] = [];
  const error = (at: Position, message: string, hint?: string) =>
    out.push({
      severity: 'error',
      file,
      ...at,
      message,
      ruleId: 'config-link',
      ...(hint ? { hint } : {}),
    });

  const sections: Array<[string, Array<LinkItem | VersionItem>]> = [
    ['navbar', config.navbar.items.flatMap((item) => item.items ?? [item])],
    ['footer', config.footer.columns.flatMap((column) => column.items)],
    ['versions', config.versions],
  ];
  for (const [key, items] of sections) {
    const section = configSection(text, key);
    for (const item of items) {
      const link: LinkItem = item;
      const label = linkLabel(link, site);
      const targets = [link.docId, link.sidebarId, link.to, link.href].filter((v) => v !== undefined);
      // A docsVersion link without a target leads to its version's main doc.
      if (link.docsVersion && targets.length === 0) continue;
      if (targets.length !== 1) {
        error(section.item(label), `Link "${label}" needs exactly one of docId, sidebarId, to or href`);
        continue;
      }
      const at = section.item(label, targets[0]);
      if (link.docId !== undefined && !docsById.has(link.docId)) {
        error(at, `Link "${label}" points at unknown doc "${link.docId}"`, didYouMean(link.docId, docsById.keys()));
      }
      if (link.sidebarId !== undefined && linkTarget(link, site) === undefined) {
        const names = sidebars.map((sidebar) => sidebar.name);
        error(at, `Link "${label}" points at unknown sidebar "${link.sidebarId}"`, didYouMean(link.sidebarId, names));
      }
      const route = link.to === undefined ? undefined : linkTarget(link, site)?.replace(/[?#].*$/, '');
      if (route !== undefined && !routes.has(route)) error(at, `Link "${label}" points nowhere (${link.to})`);
      const scheme = link.href === undefined ? undefined : refusedScheme(link.href, 'link');
      if (scheme !== undefined) error(at, refusedUrlMessage(`Link "${link.label}"`, link.href ?? '', scheme));
    }
  }
  // Addresses the templates turn into links: the edit link's prefix and the canonical origin.
  for (const [key, value] of [
    ['editUrl', typeof config.editUrl === 'string' ? config.editUrl : undefined],
    ...blogsOf(config).map((blog) => ['blog.editUrl', blog.editUrl] as const),
    ['url', config.url],
  ] as const) {
    const scheme = value === undefined ? undefined : refusedScheme(value, 'link');
    if (scheme !== undefined && value !== undefined) error(findIn(text, value), refusedUrlMessage(key, value, scheme));
  }
  return out;
}

// The whole corpus in memory: every file of the site folder with its text, in path order.
import { helpCentreSite } from './help-centre-tree.js';
import { linksFor, type LinkTarget } from './links.js';
import type { SiteSpec } from './model.js';
import { outlineFor } from './outline.js';
import { pageMarkdown } from './page.js';
import { placeDocs } from './placement.js';
import { Random } from './random.js';
import { sidebarsOf } from './sidebars.js';
import { syntheticSite } from './synthetic-tree.js';

/** The help centre has 93 routes; that size reproduces its tree, any other size grows a synthetic one. */
export const helpCentrePages = 93;

export interface CorpusOptions {
  readonly pages: number;
  readonly seed: string;
}

export interface CorpusFile {
  /** Path inside the site folder, with forward slashes. */
  readonly path: string;
  readonly content: string;
}

const siteConfig = "export default { title: 'Central de Ajuda', tagline: 'Documentação oficial', base: '/manual/', locale: 'pt-BR' };\n";

function siteFor(options: CorpusOptions): SiteSpec {
  return options.pages === helpCentrePages ? helpCentreSite : syntheticSite(options.pages, options.seed);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function generateCorpus(options: CorpusOptions): CorpusFile[] {
  const site = siteFor(options);
  const docs = placeDocs(site);
  if (docs.length !== options.pages) throw new Error(`Planned ${docs.length} pages instead of ${options.pages}.`);

  // Every page's headings first, so links can aim at anchors that will exist.
  const targets: LinkTarget[] = docs.map((doc) => ({ doc, outline: outlineFor(new Random(`${options.seed}:outline:${doc.id}`), doc.spec.title) }));
  const byFolder = new Map<string, LinkTarget[]>();
  for (const target of targets) byFolder.set(target.doc.folder, [...(byFolder.get(target.doc.folder) ?? []), target]);

  const files: CorpusFile[] = targets.map(({ doc, outline }) => {
    const links = linksFor(new Random(`${options.seed}:links:${doc.id}`), doc, byFolder.get(doc.folder) ?? [], targets);
    return { path: `content/${doc.file}`, content: pageMarkdown(new Random(`${options.seed}:page:${doc.id}`), doc, outline, links) };
  });
  files.push(
    { path: 'sidebars.json', content: json(sidebarsOf(site)) },
    { path: 'redirects.json', content: json(site.redirects) },
    { path: 'helpdocs.config.ts', content: siteConfig },
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

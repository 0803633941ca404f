// The docs plugin's options → helpdocs's content folder, routes, sidebars, edit links and Markdown
// plugins; the rest named in a warning.
import { type Notes, type Options, sitePathOf, stringOf } from './notes.js';
import { mapVersionOptions, VERSION_KEYS } from './versions-options.js';
import { mapTagsOptions } from './tags-options.js';
import { ownExclude } from './glob-exclude.js';

export interface MappedDocs {
  config: Record<string, unknown>;
  /** The docs' route under the base, without slashes: `docs`, or empty for a docs-only site. */
  routeBasePath: string;
}

/** Options helpdocs's config has under the same names (each docs instance its own). */
export const DISPLAY_KEYS = ['sidebarCollapsed', 'sidebarCollapsible', 'breadcrumbs'] as const;

const MAPPED = new Set<string>([
  'path',
  'routeBasePath',
  'sidebarPath',
  'editUrl',
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'id',
  'exclude',
  'tags',
  'onInlineTags',
  'admonitions',
  ...DISPLAY_KEYS,
]);
// Options whose default is what helpdocs does: a word only when set otherwise.
const DEFAULTS: Record<string, unknown> = {
  include: ['**/*.{md,mdx}'],
  numberPrefixParser: undefined,
  editLocalizedFiles: false,
  editCurrentVersion: false,
};

const pluginsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function mapDocsOptions(docs: Options, at: PropertyKey[], root: string, notes: Notes): MappedDocs {
  const routeBasePath = (stringOf(docs.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');
  const config: Record<string, unknown> = {
    contentDir: sitePathOf(root, stringOf(docs.path) ?? 'docs'),
    routeBasePath,
    markdown: {
      remarkPlugins: [...pluginsOf(docs.beforeDefaultRemarkPlugins), ...pluginsOf(docs.remarkPlugins)],
      rehypePlugins: [...pluginsOf(docs.beforeDefaultRehypePlugins), ...pluginsOf(docs.rehypePlugins)],
    },
  };
  Object.assign(config, mapTagsOptions(docs));
  const keywords = admonitionKeywordsOf(docs.admonitions, [...at, 'admonitions'], notes);
  if (keywords.length > 0) (config.markdown as Record<string, unknown>).admonitionKeywords = keywords;
  // Its default says what helpdocs's own rule says (`_` names are partials): only a list of its own is carried.
  const exclude = ownExclude(docs.exclude);
  if (exclude) config.exclude = exclude;
  for (const key of DISPLAY_KEYS) if (typeof docs[key] === 'boolean') config[key] = docs[key];
  if (typeof docs.sidebarPath === 'string') config.sidebarPath = sitePathOf(root, docs.sidebarPath);
  if (docs.sidebarPath === false) config.sidebarPath = false;
  const versions = mapVersionOptions(docs, at, notes);
  if (versions) config.docsVersions = versions;
  if (typeof docs.editUrl === 'string' || typeof docs.editUrl === 'function') config.editUrl = docs.editUrl;
  // Docusaurus shows a doc's last commit only when asked: helpdocs then asks git for none.
  config.lastUpdate = { time: docs.showLastUpdateTime === true, author: docs.showLastUpdateAuthor === true };
  if (docs.showLastUpdateAuthor === true && docs.showLastUpdateTime !== true)
    notes.warn([...at, 'showLastUpdateAuthor'], 'The last author is shown only beside the date (showLastUpdateTime)');
  for (const [key, value] of Object.entries(docs)) {
    if (MAPPED.has(key) || value === undefined) continue;
    if (key in DEFAULTS && JSON.stringify(value) === JSON.stringify(DEFAULTS[key])) continue;
    if (VERSION_KEYS.has(key)) continue;
    notes.warn([...at, key], `The docs option ${key} is not carried over`);
  }
  return { config, routeBasePath };
}

/**
 * `admonitions: { keywords, extendDefaults }` (mdx-loader's normalizeAdmonitionOptions): the names added
 * to the default ones. helpdocs keeps the defaults in any case, and says so when told not to.
 */
function admonitionKeywordsOf(value: unknown, at: PropertyKey[], notes: Notes): string[] {
  if (value === undefined || value === true) return [];
  const options = typeof value === 'object' && value !== null ? (value as Options) : {};
  if (value === false || options.extendDefaults === false)
    notes.warn(at, "The default admonitions (note, tip, info, warning, danger…) stay: helpdocs's Markdown uses them");
  const keywords = Array.isArray(options.keywords) ? options.keywords : [];
  return keywords.filter((name): name is string => typeof name === 'string' && /^[\w-]+$/.test(name));
}

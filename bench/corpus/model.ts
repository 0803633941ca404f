// The shape of a generated site before any Markdown is written: a tree of folders (sidebar
// categories) holding docs. Ids follow the site's rule: the path under content/ without `.md`.

export interface DocSpec {
  /** File name without `.md`; `index` for a folder's overview page. */
  readonly name: string;
  readonly title: string;
  readonly sidebarLabel?: string;
  readonly tags: readonly string[];
}

export interface FolderSpec {
  /** Folder name under its parent (ASCII kebab case). */
  readonly dir: string;
  readonly label: string;
  /** The folder's `index.md`, shown as the category's own page. */
  readonly index?: DocSpec;
  /** Docs and sub-folders in sidebar order. */
  readonly items: readonly (DocSpec | FolderSpec)[];
}

/** A top-level folder of content/ with its own sidebar. */
export interface AreaSpec {
  readonly sidebarName: string;
  readonly dir: string;
  readonly items: readonly (DocSpec | FolderSpec)[];
}

export interface SiteSpec {
  readonly home: DocSpec;
  readonly areas: readonly AreaSpec[];
  readonly redirects: readonly Redirect[];
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** One doc placed in the tree, with what page writing and link choosing need to know. */
export interface PlacedDoc {
  readonly id: string;
  /** Path under content/, e.g. `usuario/modulos/vendas/index.md`. */
  readonly file: string;
  readonly spec: DocSpec;
  readonly sidebarPosition: number | undefined;
  /** Id of the folder the doc lives in ('' for content/ itself). */
  readonly folder: string;
}

export function isFolder(item: DocSpec | FolderSpec): item is FolderSpec {
  return 'items' in item;
}

export function doc(name: string, title: string, tags: readonly string[], sidebarLabel?: string): DocSpec {
  return sidebarLabel === undefined ? { name, title, tags } : { name, title, tags, sidebarLabel };
}

export function category(
  dir: string,
  label: string,
  items: readonly (DocSpec | FolderSpec)[],
  index?: DocSpec,
): FolderSpec {
  return index === undefined ? { dir, label, items } : { dir, label, items, index };
}

export function area(sidebarName: string, dir: string, items: readonly (DocSpec | FolderSpec)[]): AreaSpec {
  return { sidebarName, dir, items };
}

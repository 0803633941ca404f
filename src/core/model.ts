// Types shared by the build stages. No behaviour lives here.
import type { Config } from './config.js';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Path relative to the site root, e.g. `content/ajuda/x.md`. */
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  ruleId: string;
  /** Diagnostics with the same key are reported once per build, at the first place (an unknown code language). */
  oncePerBuild?: string;
}

export interface Position {
  line: number;
  column: number;
}

export interface SourceFile {
  /** Path relative to the site root, with forward slashes. */
  path: string;
  /** Path relative to the content folder, e.g. `ajuda/x.md`. */
  contentPath: string;
  text: string;
  /** Content hash, used to reuse parse results in watch mode. */
  hash: string;
  /**
   * A standalone page (`pagesDir`, Docusaurus's `src/pages`): its route is its path from the locale's
   * base, and it is in no sidebar. Its content path starts with `@pages/`, apart from the docs'.
   */
  page?: true;
  /** A blog post (`blog.dir`): also a page, routed by its date and slug rather than its path. */
  post?: PostSource;
}

/** Who wrote a post: an entry of the blog's `authors.yml`, or one written in its front matter. */
export interface PostAuthor {
  name: string;
  url?: string | undefined;
  title?: string | undefined;
  /** Its key in `authors.yml`: what the blog's authors page counts its posts by. */
  key?: string | undefined;
  /** Its page of posts (authors.yml `page: true`), from the locale's base: `blog/authors/ada/`. */
  page?: string | undefined;
}

/** What a post's file name and front matter say besides the doc's own front matter. */
export interface PostSource {
  /** Its route from the locale's base: `blog/2016/07/27/jest-14/`. */
  path: string;
  /** `YYYY-MM-DD`, a day in UTC. */
  date: string;
  authors: PostAuthor[];
  /** The text has a truncate marker: list pages show what comes before it. */
  truncated: boolean;
  /** Minutes it takes to read, at 200 words a minute (rounded up); only when its blog shows it. */
  minutes?: number | undefined;
}

export interface LastUpdate {
  /** Seconds since the epoch. */
  timestamp: number;
  author?: string;
}

export interface FrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  tags: string[];
  /** The page paths (under tags/) of the tags written as `{ label, permalink }`, by label. */
  tagPermalinks?: Record<string, string>;
  /** Search words for the page (front matter `keywords`). */
  keywords?: string[];
  unlisted: boolean;
  hide_table_of_contents: boolean;
  last_update?: { date?: string; author?: string };
  id?: string;
  hide_title?: boolean;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** The doc's name in the previous/next links of its neighbours, before its sidebar label. */
  pagination_label?: string;
  displayed_sidebar?: string | null;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  sidebar_key?: string;
  custom_edit_url?: string | null;
  image?: string;
  /** `splash`: a landing page with a hero (templates/Splash.tsx). */
  template?: 'doc' | 'splash';
  hero?: Hero;
}

export interface Hero {
  title?: string | undefined;
  tagline?: string | undefined;
  image?: { light: string; dark?: string | undefined; alt: string } | undefined;
  actions: Array<{ text: string; link: string; variant: 'primary' | 'secondary' }>;
  /** A search box under the tagline. */
  search?: boolean | undefined;
}

export interface Heading {
  depth: number;
  id: string;
  text: string;
  /** Its code and emphasis as HTML, when it has any: the table of contents shows them (heading-marks.ts). */
  html?: string;
}

export interface LinkRef {
  /** The URL as written in Markdown. */
  written: string;
  kind: 'doc' | 'anchor' | 'asset' | 'site';
  /** Target doc content path (for `doc`), site path (for `site`) or asset path (for `asset`). */
  target: string;
  anchor?: string;
  position: Position;
  /**
   * A link's file (not an image's or a video's): when it is missing, the link is broken, as
   * Docusaurus's broken-link check (onBrokenLinks) judges it; a missing image fails the build.
   */
  fromLink?: true;
  /**
   * The file a page names is published by its bytes under `target` (`assets/files/…`), as Docusaurus names every
   * file: one in the site's folder outside every folder helpdocs publishes (a second static folder), or one of a
   * doc set that does not own the base (an older version's `img/a.png`). The file it is copied from, from the root.
   */
  copiedFrom?: FileDependency;
  /** The file is on disk, outside the site's folder or in a hidden one: it is named, not published. */
  elsewhere?: true;
}

export interface SearchSection {
  /** Heading id, empty for the text before the first heading. */
  anchor: string;
  heading: string;
  text: string;
}

/** What the front matter and the path say: enough for sidebars, navigation, tags and every other page. */
export interface DocHeader {
  id: string;
  source: SourceFile;
  frontMatter: FrontMatter;
  /** Empty for a Markdown page with no front matter title and no `# heading` opening it (Docusaurus's rule). */
  title: string;
  /** The doc's own `# heading` (not a post's): shown as the page's h1, even under `hide_title`. */
  heading?: string;
  route: string;
  /** Position of the first line after the front matter, for diagnostics about the doc as a whole. */
  bodyStart: Position;
}

/** A file besides its own text that a doc's HTML was made from (an image whose size it states). */
export interface FileDependency {
  /** Path relative to the site root, with forward slashes. */
  path: string;
  /** SHA-256 of its bytes, hex. */
  hash: string;
}

/** What parsing the Markdown gives. */
export interface DocBody {
  html: string;
  headings: Heading[];
  /** Ids of every element that can be an anchor target. */
  anchorIds: Set<string>;
  links: LinkRef[];
  sections: SearchSection[];
  /** Files read while parsing: a kept parse result is reused only while they are unchanged. */
  files?: FileDependency[];
  /** Set when the doc shows math: the page then links KaTeX's stylesheet and this page's layout rules. */
  math?: { css: string };
  /** Rules of the classes the doc's style attributes became (markdown/style-classes.ts): the page links them. */
  styles?: string;
  /**
   * The browser chunks of the site components an `.mdx` doc hydrates and the files it imports (an image
   * as its URL), the very files its HTML names:
   * a doc kept from the last build (watch mode) brings them along, as nothing bundles them again.
   */
  islandChunks?: OutputFile[];
  /** A blog post's text before its truncate marker, as HTML, for the list pages. */
  excerpt?: string;
  /** The doc's `# heading` as HTML when it has marks (`# \`batch()\``): the page's h1 shows them. */
  titleHtml?: string;
  /** The doc's `# heading` stands inside a container (`<div>`, a quote) and stays there: no title above the body. */
  titleInBody?: true;
}

export interface Doc extends DocHeader, DocBody {}

/** Docusaurus's `customProps` of a sidebar item: data for the site's own components, not drawn by helpdocs. */
type CustomProps = { customProps?: Record<string, unknown> | undefined };

export interface SidebarDocItem extends CustomProps {
  type: 'doc';
  id: string;
  label: string;
  route: string;
}
export interface SidebarLinkItem extends CustomProps {
  type: 'link';
  label: string;
  href: string;
}
export interface SidebarCategory extends CustomProps {
  type: 'category';
  label: string;
  collapsed: boolean;
  /** Set when the category cannot be closed (`collapsible: false`): it is drawn open, with no caret. */
  collapsible?: false;
  /** Shown on the card that leads to this category from its parent's generated index. */
  description?: string | undefined;
  /** The category's own page: a doc (`id`), or a page generated from its items (`index`). */
  link?: { id: string; route: string; index?: undefined } | { id?: undefined; route: string; index: GeneratedIndex };
  items: SidebarItem[];
}

/** Docusaurus's `link: { type: 'generated-index' }`: a page of cards, one per item of the category. */
export interface GeneratedIndex {
  title: string;
  description?: string | undefined;
  keywords?: string[] | undefined;
  /** Path under static/ for link previews, as written. */
  image?: string | undefined;
}

/** A generated index page, with where it sits: its sidebar and the categories above it. */
export interface CategoryIndexPage {
  route: string;
  index: GeneratedIndex;
  category: SidebarCategory;
  sidebar: Sidebar;
  breadcrumbs: Crumb[];
  previous?: { title: string; route: string };
  next?: { title: string; route: string };
}
export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategory;

export interface Sidebar {
  name: string;
  items: SidebarItem[];
}

/** A large sidebar as the browser loads it: a doc or link [label, href]; a category [label, route or "", items]. */
/**
 * A sidebar entry as the browser reads it from a large sidebar's JSON: a link, or a category with its items and,
 * when it is not closed on every page, how it is drawn (`fixed`: cannot be closed; `open`: `collapsed: false`).
 */
export type SidebarEntry =
  | [label: string, href: string]
  | [label: string, href: string, items: SidebarEntry[]]
  | [label: string, href: string, items: SidebarEntry[], state: 'fixed' | 'open'];

export interface Crumb {
  label: string;
  route?: string;
}

export interface PageNav {
  sidebar?: Sidebar;
  breadcrumbs: Crumb[];
  previous?: { title: string; route: string };
  next?: { title: string; route: string };
}

export interface Redirect {
  /** Path relative to the base without slashes at either end, e.g. `usuario/x`. */
  from: string;
  to: string;
  /** Route the reader lands on, e.g. `/manual/usuario/y/`. */
  toRoute: string;
  /** The `?query#fragment` a client redirect's `to` ends with, kept on the stub's target as Docusaurus keeps it. */
  fragment?: string;
  fromRoute: string;
}

export interface Tag {
  label: string;
  slug: string;
  route: string;
  /** What the front matters name it by: its label, or its key in the tags file. */
  names: string[];
  /** From the tags file: shown under the tag page's title. */
  description?: string;
  docs: DocHeader[];
  /** Every doc carrying it is unlisted: its page lists them all, says noindex, and is in no list of tags. */
  unlisted?: true;
}

/**
 * The site around its docs. Sidebars, navigation, tags and every page but a doc's own need only
 * the docs' headers (`SiteFrame`), so doc pages are rendered as soon as each doc is parsed.
 */
export interface SiteOf<D extends DocHeader> {
  /** A doc set that does not own the base (an older version, another docs instance): no home, 404 or blog. */
  besideBase?: boolean;
  root: string;
  config: Config;
  docs: D[];
  docsById: Map<string, D>;
  docsByRoute: Map<string, D>;
  sidebars: Sidebar[];
  nav: Map<string, PageNav>;
  redirects: Redirect[];
  tags: Tag[];
  /** The categories' generated index pages (Docusaurus `generated-index` links). */
  categoryIndexes: CategoryIndexPage[];
  /** The site's blogs (only the doc set at the base draws them). */
  blogs: Blog[];
  lastUpdated: Map<string, LastUpdate>;
  /** Site-relative paths of files under the static folders, e.g. `img/logo.png`. */
  staticFiles: Set<string>;
  /** The folder of each static file outside the first static folder (`staticDir`); unset, none is. */
  staticFolderOf?: ReadonlyMap<string, string>;
  /**
   * On a versioned site, the docs a navbar or footer link may name: this version's, then the last
   * version's and the others' (Docusaurus leads to a doc in another version when this one lacks it);
   * each docs instance's as `<instance>:<id>`.
   */
  linkDocs?: ReadonlyMap<string, DocHeader> | undefined;
  /** The sidebars they may name: the main docs', then each docs instance's as `<instance>:<sidebar>`. */
  linkSidebars?: readonly Sidebar[] | undefined;
}

/** A blog: its list pages' title and description and its listed posts, newest first. */
export interface Blog {
  /** The first list page's route: `<base>blog/`. */
  route: string;
  /** Where its posts sit among the content paths (`@blog/`: config.ts postsPrefix). */
  prefix: string;
  showReadingTime: boolean;
  editUrl?: string | undefined;
  title: string;
  description: string;
  postsPerPage: number;
  /** Whether it has list pages: any post at all, listed or not, or a list page without posts asked for. */
  hasListPages: boolean;
  /** Whether its list pages open with its title and a link to its archive (a tag's and an author's always do). */
  listHeading: boolean;
  /** The archive dates a post with its year ("March 3, 2026"), as Docusaurus before 3.2 did; else "March 3". */
  archiveDatesWithYear: boolean;
  posts: DocHeader[];
  /** The listed posts' tags, each with its page at `<blog>tags/<slug>/`, its posts newest first. */
  tags: Tag[];
  /** Where its authors are listed (`<blog>authors/`, Docusaurus's `authorsBasePath`). */
  authorsRoute: string;
  /** Every author of its `authors.yml`, in the file's order: a blog with none has no authors page. */
  authors: BlogAuthor[];
}

/** An author of the blog's `authors.yml`, with the listed posts that name its key, newest first. */
export interface BlogAuthor {
  key: string;
  author: PostAuthor;
  /** Its page of posts, when the file gives it one: `<blog>authors/<key>/`. */
  route?: string | undefined;
  posts: DocHeader[];
}

export type SiteFrame = SiteOf<DocHeader>;
export type Site = SiteOf<Doc>;

export interface OutputFile {
  /** Path relative to the out folder. */
  path: string;
  contents: string | Uint8Array;
}

/**
 * A file named by a key of everything its contents are made from (a page: what it shows). When
 * out/ still holds the file the last build made under the same key, it is neither made nor written.
 */
export interface KeyedOutputFile {
  path: string;
  key: string;
  make(): string | Uint8Array;
}

export type BuildFile = OutputFile | KeyedOutputFile;

/** What an output folder holds, known exactly: each file's SHA-256, and the key a keyed file was made under. */
export interface HeldOutput {
  hashes: ReadonlyMap<string, string>;
  keys: ReadonlyMap<string, string>;
}

/** The file with its contents, made now if it was keyed. */
export function madeFile(file: BuildFile): OutputFile {
  return 'contents' in file ? file : { path: file.path, contents: file.make() };
}

import type { Pluggable } from 'unified';
import { z } from 'zod';
import { colorsSchema, customCssSchema, faviconSchema, fontsSchema, logoSchema } from './brand-config.js';
import { cspSchema } from './csp-sources.js';
import { SEARCH_ROUTE_SEGMENT } from './search-routes.js';
import { MARKDOWN_FORMATS } from './markdown-format.js';
import { DEFAULT_PARSE_SECONDS } from './limits.js';

// A build parses each schema once or a few times: zod's generated (`new Function`) object parsers cost
// more to make than they save (a warm one-doc build of the help centre: 0.40 → 0.38 s median).
z.config({ jitless: true });

const basePath = z.string().regex(/^\/([\w.-]+\/)*$/, 'must start and end with "/", e.g. "/manual/"');

const linkFields = {
  /** The text shown; a doc's title by default for `docId` and `sidebarId`. */
  label: z.string().min(1).optional().describe("The text shown; for docId or sidebarId, the doc's title by default."),
  /** An icon link's name (Docusaurus's `aria-label`): without a label it shows no text, its props.className an icon. */
  ariaLabel: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Names an icon link for screen readers; without a label the link shows no text (the site's CSS draws it).",
    ),
  /** A doc id (`implantacao/video/video-implantacao-completa`). */
  docId: z.string().min(1).optional().describe('Links to a doc by id (e.g. "guides/install").'),
  /** The first doc of a sidebar (Docusaurus's `docSidebar` navbar item). */
  sidebarId: z.string().min(1).optional().describe('Links to the first doc of a sidebar (e.g. "tutorial").'),
  /** A path inside the site, relative to the base (`/tags/`). */
  to: z.string().min(1).optional().describe('Links to a path inside the site, relative to the base (e.g. "/tags/").'),
  /** An external address. */
  href: z.url().optional().describe('Links to an external address.'),
  /** Docusaurus's `docsVersion` navbar item: the page's docs version (the last one off the docs). */
  docsVersion: z
    .literal(true)
    .optional()
    .describe("Links to the page's docs version, labelled with its label by default; to its main doc without `to`."),
  /** Docusaurus's other keys of the item (`icon`, `className`…): what a site's swizzled Footer reads. */
  props: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("The item's other keys, for a swizzled Footer that reads them (Docusaurus sites)."),
};

type Labelled = {
  label?: string | undefined;
  ariaLabel?: string | undefined;
  docId?: string | undefined;
  sidebarId?: string | undefined;
  docsVersion?: true | undefined;
};
const hasLabel = (v: Labelled) =>
  v.label !== undefined ||
  v.ariaLabel !== undefined ||
  v.docId !== undefined ||
  v.sidebarId !== undefined ||
  v.docsVersion !== undefined;
const labelNeeded = {
  message: "needs a label (only docId, sidebarId and docsVersion links may take their doc's or version's)",
  path: ['label'],
};

const linkItem = z.strictObject(linkFields).refine(hasLabel, labelNeeded);

/** A navbar item: a link, or a dropdown (`label` and `items`, Docusaurus's `type: 'dropdown'`) of links. */
const navbarItem = z
  .strictObject({
    ...linkFields,
    items: z.array(linkItem).min(1).optional().describe('A dropdown of links under the label, instead of a link.'),
    /** `right`: beside the search box and the colour switch, as Docusaurus's `position: 'right'`. */
    position: z
      .enum(['left', 'right'])
      .default('left')
      .describe("Where it stands on a wide screen: after the site's name (left) or by the search box (right)."),
  })
  .refine(hasLabel, labelNeeded);

const announcementBar = z.strictObject({
  /** Dismissal is remembered per id, so a new id shows again. */
  id: z.string().min(1).describe('Dismissal is remembered per id, so a new id shows again.'),
  content: z
    .string()
    .min(1)
    .describe('The text of the bar: text, or HTML held to the allow-list of raw HTML in content.'),
  backgroundColor: z.string().default('#fff4cc').describe('Background colour of the bar.'),
  textColor: z.string().default('#1c1e21').describe('Text colour of the bar.'),
  isCloseable: z.boolean().default(true).describe('Whether the reader can close the bar.'),
});

/** A file of the site (under `static/`), from the base: the CSP allows same-origin media only. */
const sitePath = z
  .string()
  .regex(/^\/[^/]/, 'must be a path under static/, starting with "/", e.g. "/videos/implantacao.mp4"');

/**
 * One video, referenced from pages as `::video{name="…" title="…"}`: on YouTube (`youtube`, the id)
 * or a self-hosted file (`src`, with an optional `poster` image and WebVTT `captions`). With neither
 * set the directive renders nothing, so a page can carry its own "coming soon" notice meanwhile.
 */
const video = z
  .strictObject({
    youtube: z
      .string()
      .regex(/^[\w-]{6,20}$/, 'must be a YouTube video id: 6–20 letters, digits, "-" or "_"')
      .optional()
      .describe('The YouTube video id (shown as a link that becomes a youtube-nocookie player on click).'),
    src: sitePath.optional().describe('A self-hosted video file under static/ (.mp4, .webm, .ogv).'),
    poster: sitePath.optional().describe('Image shown before a self-hosted video plays.'),
    captions: sitePath.optional().describe('WebVTT captions of a self-hosted video.'),
    /** Language of the captions track (BCP 47); the site's locale by default. */
    captionsLang: z
      .string()
      .min(2)
      .optional()
      .describe("Language of the captions (BCP 47); the site's locale by default."),
  })
  .refine((v) => !(v.youtube && v.src), { message: 'set youtube or src, not both' })
  .refine((v) => !(v.youtube && (v.poster || v.captions || v.captionsLang)), {
    message: 'poster, captions and captionsLang apply to a self-hosted src; YouTube shows its own',
  });

/** Any valid BCP 47 tag, in its canonical form. */
/** One docs version's settings, by name (`current` for the docs folder), as Docusaurus's `versions` option. */
const docsVersion = z.strictObject({
  label: z.string().min(1).optional().describe('Its name in the dropdown (default: `Next` or the version).'),
  path: z
    .string()
    .regex(/^([\w.-]+(\/[\w.-]+)*)?$/, 'must be a path such as "next", or "" for the docs\' base')
    .optional()
    .describe('Its path under the docs (default: "" for the last version, `next` for current, else its name).'),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional().describe('The banner above its pages.'),
  badge: z.boolean().optional().describe('Show "Version: <label>" above its pages.'),
  noIndex: z.boolean().optional().describe('Ask search engines not to index its pages.'),
});

/**
 * How a set of docs shows its sidebar's categories and its breadcrumbs, as the Docusaurus docs plugin's options of
 * the same names: a category that says nothing is closed or open (`sidebarCollapsed`), every category may be
 * closed or none (`sidebarCollapsible`), and the breadcrumbs above each doc are drawn or not.
 */
const docsDisplay = {
  sidebarCollapsed: z
    .boolean()
    .default(true)
    .describe('A sidebar category that sets no `collapsed` starts closed (true) or open (false).'),
  sidebarCollapsible: z
    .boolean()
    .default(true)
    .describe('Sidebar categories can be closed (true), or are all open (false) unless one sets `collapsible`.'),
  breadcrumbs: z.boolean().default(true).describe('Breadcrumbs above each doc and category page (false: none).'),
};

const docsVersions = z.strictObject({
  lastVersion: z.string().min(1).optional().describe("The version at the docs' base (default: the newest)."),
  onlyIncludeVersions: z.array(z.string().min(1)).optional().describe('Build only these versions.'),
  includeCurrentVersion: z.boolean().default(true).describe('Build the docs folder as the `current` version.'),
  disableVersioning: z.boolean().default(false).describe('Build the docs folder alone, ignoring versions.json.'),
  versions: z.record(z.string(), docsVersion).default({}).describe('Settings by version name (`current` too).'),
});

/**
 * A BCP 47 tag, kept as written: it names the locale's folder (`i18n/zh-cn/`) and path (`/zh-cn/`), as Docusaurus
 * keeps it (`getDefaultLocaleConfig`: path and htmlLang are the locale itself); lookups by language canonicalise it.
 */
const locale = z.string().transform((tag, context) => {
  try {
    if (Intl.getCanonicalLocales(tag).length > 0) return tag;
  } catch {
    // Reported below.
  }
  context.addIssue({ code: 'custom', message: `"${tag}" is not a BCP 47 language tag (e.g. "en", "pt-BR", "fr-CA")` });
  return z.NEVER;
});

/** How one locale shows in the language picker and in `<html>` (Docusaurus's `localeConfigs`). */
const localeConfig = z.strictObject({
  /** The picker's text; by default the language's own name (`Português (Brasil)`). */
  label: z.string().min(1).optional().describe("The language picker's text; the language's own name by default."),
  direction: z.enum(['ltr', 'rtl']).optional().describe("Text direction of the locale's pages."),
  /** `<html lang>` and `hreflang`; the locale itself by default. */
  htmlLang: z.string().min(2).optional().describe('<html lang> and hreflang; the locale itself by default.'),
});

/**
 * Several locales in one build: the default one's docs in the content folder at the base, each
 * other's in `i18n/<locale>/` at `<base><locale>/` (Docusaurus's layout and URLs).
 */
const i18n = z
  .strictObject({
    defaultLocale: locale.describe('The locale at the base, its docs in the content folder.'),
    locales: z
      .array(locale)
      .min(1)
      .describe("Every locale built; the others' docs under i18n/<locale>/, at <base><locale>/."),
    localeConfigs: z.record(z.string(), localeConfig).default({}).describe('Per locale: label, direction, htmlLang.'),
  })
  .refine((v) => v.locales.includes(v.defaultLocale), {
    message: 'locales must include defaultLocale',
    path: ['locales'],
  })
  .refine((v) => new Set(v.locales).size === v.locales.length, {
    message: 'locales must not repeat',
    path: ['locales'],
  })
  .refine((v) => Object.keys(v.localeConfigs).every((key) => (v.locales as string[]).includes(key)), {
    message: 'localeConfigs may only name locales listed in locales',
    path: ['localeConfigs'],
  });

/** A remark or rehype plugin: the function (imported in the config), or `[plugin, options]` as in Docusaurus. */
const pluginFunction = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'must be a plugin function, imported in the config',
);
type PluginEntry =
  | ((...args: never[]) => unknown)
  | [(...args: never[]) => unknown, unknown?]
  | { plugins?: PluginEntry[] | undefined; settings?: Record<string, unknown> | undefined };
/** What unified's `use()` takes: a plugin, `[plugin, options]`, or a preset (`{ plugins, settings }`). */
const plugin: z.ZodType<PluginEntry> = z.union([
  pluginFunction,
  z.tuple([pluginFunction, z.unknown().optional()]),
  z.strictObject({
    plugins: z.lazy(() => z.array(plugin)).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  }),
]);

/** What Markdown and MDX docs may hold beyond CommonMark, GFM and directives, and the site's own plugins. */
const markdown = z.strictObject({
  /**
   * Which docs are MDX: `detect` (`.mdx` only), `mdx` (every `.md` too, Docusaurus's default), `md`
   * (none) or `mdx1` (as Docusaurus 2: `.mdx`, and `.md` files that import or use components). MDX
   * reads `{` and `<` as code, so a help page's `R$ 1.500` stays text only outside it.
   */
  format: z
    .enum(MARKDOWN_FORMATS)
    .default('detect')
    .describe(
      'Which docs are MDX: detect (.mdx only), mdx (every .md too, as Docusaurus), md, or mdx1 ' +
        '(.mdx and the .md files that import or use components, as Docusaurus 2).',
    ),
  /**
   * `$…$` and `$$…$$` as math, typeset with KaTeX at build time (off by default, as in Docusaurus:
   * with it off a `$` is only a dollar sign, as in prices and shell variables).
   */
  math: z.boolean().default(false).describe('$…$ and $$…$$ typeset with KaTeX at build time.'),
  /**
   * More names for an admonition (`:::js`), as Docusaurus's `admonitions.keywords`: drawn as its theme
   * draws a type it has no component for, an `info` admonition.
   */
  admonitionKeywords: z
    .array(z.string().regex(/^[\w-]+$/))
    .optional()
    .describe('More admonition names (`:::js`), each drawn as an info admonition, as Docusaurus draws them.'),
  /**
   * A block directive no one draws (`:::cautions`, a misspelt admonition): an error (helpdocs's), or a warning with
   * its content shown as a plain block (Docusaurus's unused-directives check only warns; a Docusaurus site's default).
   */
  unknownDirectives: z
    .enum(['error', 'warning'])
    .default('error')
    .describe('An unknown :::name block: an error, or a warning with its content shown as a plain block.'),
  /**
   * `:battery:` → 🔋 in text (not in code), with remark-emoji as Docusaurus does. A Docusaurus site's
   * `markdown.emoji` sets it, on by default there; off by default here, where `:` is the writer's.
   */
  emoji: z.boolean().default(false).describe('Emoji shortcodes in text (:battery:) become the emoji (🔋).'),
  /**
   * A Markdown link to a URL with a scheme (`https:`, `mailto:`) opens in a new tab, as Docusaurus's Link opens
   * it. A Docusaurus site's mapping turns it on; off by default here, where the reader decides.
   */
  externalLinksInNewTab: z
    .boolean()
    .default(false)
    .describe('Markdown links to other sites (https://…, mailto:…) open in a new tab, as in Docusaurus.'),
  /**
   * `## Title {/* #id *\/}` (MDX) and `## Title <!-- #id -->` (Markdown): the heading's id, the comment left
   * out, as Docusaurus reads them since 3.10 (a Docusaurus site's mapping turns it off for older versions).
   */
  commentHeadingIds: z
    .boolean()
    .default(true)
    .describe('A comment ending a heading, {/* #id */} or <!-- #id -->, gives its id.'),
  /**
   * `.mdx` docs are code: they run at build time with the builder's rights, as in Docusaurus. Off for a
   * site that takes Markdown from writers it does not trust: an `.mdx` doc is then an error.
   */
  mdx: z
    .boolean()
    .default(true)
    .describe('.mdx docs (code that runs at build time); false refuses them, for Markdown from untrusted writers.'),
  /**
   * Whether `remarkPlugins` and `rehypePlugins` also run on the Markdown pages of `pagesDir`. A Docusaurus
   * site's mapping turns it off: its docs' plugins are the docs plugin's, and the pages plugin has its own.
   */
  pluginsOnPages: z
    .boolean()
    .default(true)
    .describe("Whether the site's remark and rehype plugins also run on the Markdown pages of pagesDir."),
  /** Run after helpdocs's own remark plugins, before Markdown becomes HTML. */
  remarkPlugins: z
    .array(plugin)
    .default([])
    .describe("Remark plugins (function, [function, options] or a preset), run after helpdocs's own."),
  /** Run on the HTML tree before the sanitizer, so what they add is held to the same rules as raw HTML. */
  rehypePlugins: z
    .array(plugin)
    .default([])
    .describe('Rehype plugins (function, [function, options] or a preset), run before the sanitizer.'),
});

export { DEFAULT_PARSE_SECONDS };

/** Bounds on what one doc may cost the build (the fixed ones are in the README's Safety section). */
const limits = z.strictObject({
  /** micromark's tokenizer is synchronous: a doc past this is stopped where it stands (parse/deadline.ts). */
  parseSeconds: z
    .number()
    .positive()
    .max(3600)
    .default(DEFAULT_PARSE_SECONDS)
    .describe('How long one Markdown doc may take to parse; past it the doc is an error and the build goes on.'),
});

const brokenPolicy = z.enum(['throw', 'warn', 'log', 'ignore']).default('throw');

/** Docusaurus's `tags` option: the tags file's name beside the docs or posts, or false for none. */
const tagsFile = z
  .union([z.string().min(1), z.literal(false)])
  .optional()
  .describe('Tags file beside the docs or posts (unset: tags.yml when there is one; false: none).');
/** Docusaurus's `onInlineTags`: a tag the tags file does not define. */
const onInlineTags = z
  .enum(['throw', 'warn', 'log', 'ignore'])
  .default('warn')
  .describe('A tag the tags file does not define: throw, warn, log or ignore.');

/** One blog's settings: the `blog` key, and each of `blogs`. */
const blogSchema = z.strictObject({
  dir: z.string().min(1).default('blog').describe('Folder of the posts.'),
  routeBasePath: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be a path such as "blog"'))
    .default('blog')
    .describe("The blog's path under the base."),
  postsPerPage: z.number().int().min(1).default(10).describe('Posts on each list page.'),
  authorsBasePath: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be a path such as "authors"'))
    .default('authors')
    .describe("The authors page's path under the blog's (its authors' pages under it)."),
  title: z.string().default('Blog').describe('Title of the list pages.'),
  description: z.string().default('Blog').describe('Description of the list pages.'),
  showReadingTime: z.boolean().default(true).describe("Each post's reading time beside its date."),
  listWithoutPosts: z
    .boolean()
    .default(true)
    .describe("A list page at the blog's path when it has no posts at all (Docusaurus 3.9 and older: none)."),
  listHeading: z
    .boolean()
    .default(true)
    .describe("The blog's title as a heading, and a link to its archive, atop its list pages (Docusaurus: none)."),
  archiveDatesWithYear: z
    .boolean()
    .default(false)
    .describe("The archive's dates with their year, as Docusaurus 3.1 and older show them (since: day and month)."),
  /** Docusaurus's blog `exclude`: it replaces the default (`_` names, tests), as Docusaurus's option does. */
  exclude: z
    .array(z.string().min(1))
    .optional()
    .describe('Files of the folder that are not posts (globs, e.g. "**/AGENTS.md"); unset, _ names and tests.'),
  tagsFile,
  onInlineTags,
  editUrl: z
    .url()
    .optional()
    .describe('Prefix for a post\'s "edit this page" link (its path from the site folder is appended).'),
});

export const configSchema = z.strictObject({
  title: z.string().min(1).default('Documentation').describe("The site's name: navbar, page titles."),
  noIndex: z
    .boolean()
    .default(false)
    .describe('Ask search engines to index no page (a robots meta on every page, and no sitemap), as Docusaurus.'),
  /**
   * Whether previous/next name a doc by its label in the sidebar when its front matter gives none, as
   * Docusaurus 3.3 and later do (toDocNavigationLink's sidebarItemLabel); before, by its title.
   */
  paginationItemLabels: z
    .boolean()
    .default(true)
    .describe("Previous/next name a doc by its sidebar item's label (false: by its title, as Docusaurus < 3.3)."),
  /**
   * A doc's description where its front matter has none (the page's meta description, link previews): the start
   * of its text, cut near 160 characters ('text'), or its first line of text as written ('first-line'), as
   * Docusaurus's createExcerpt takes it; a Docusaurus site's mapping sets the latter.
   */
  descriptions: z
    .enum(['text', 'first-line'])
    .default('text')
    .describe("A doc's description without one in its front matter: the start of its text, or its first line."),
  /** Docusaurus before 3.8 wrote "Foo | Foo" for a page titled as the site (since: TitleFormatterFnDefault). */
  repeatSiteTitle: z
    .boolean()
    .default(false)
    .describe('A page titled as the site still reads "<title> | <site>" (as Docusaurus before 3.8).'),
  titleDelimiter: z
    .string()
    .default('|')
    .describe('Between a page\'s title and the site\'s in the browser tab: "Install | Docs".'),
  tagline: z.string().default('').describe('Shown under the title.'),
  /** Origin used for canonical links and the sitemap. */
  // Pages' addresses are made from it (`new URL(route, url)`): only an http(s) origin can hold them.
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as "https://docs.example.com"' })
    .default('http://localhost')
    .describe('Origin for canonical links and the sitemap.'),
  base: basePath.default('/').describe('Path the site is served under, starting and ending with "/".'),
  /**
   * The site's language, any BCP 47 tag, kept as written (`pt-br` names `i18n/pt-br/`). Interface strings are
   * bundled for en, pt-BR, es, fr, de, it, nl, ru, ja, ko, zh-Hans, zh-Hant, pl, cs, uk, tr, sv, da, id and vi
   * (and their regional tags); any other needs `i18n/<locale>.json`.
   */
  locale: locale
    .default('en')
    .describe("The site's language, any BCP 47 tag; strings bundled for 20 languages (templates/strings/)."),
  /** Several locales in one build; `i18n.defaultLocale` then takes the place of `locale`. */
  i18n: i18n.optional().describe('Several locales in one build.'),
  contentDir: z.string().default('content').describe('Folder of the docs.'),
  /**
   * The docs' path under the base (Docusaurus's `routeBasePath`): empty puts them at the base; `docs`
   * puts them at `<base>docs/` (after the locale's prefix) and gives the base a home page of its own.
   */
  routeBasePath: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^([\w.-]+(\/[\w.-]+)*)?$/, 'must be a path such as "docs", or "" for the base'))
    .default('')
    .describe('The docs\' path under the base (e.g. "docs"); "" puts them at the base.'),
  /**
   * Pages of the site that something else builds (a Docusaurus site's blog and React pages): a link to
   * one, or to a path under it, is a warning rather than a broken link.
   */
  unbuiltPages: z
    .array(z.string().regex(/^\/[^/]/, 'must be a path from the base, e.g. "/blog"'))
    .default([])
    .describe('Paths of pages something else builds (e.g. "/blog"): links to them are warnings, not errors.'),
  /**
   * Pages another program serves at the site's `url` (a Docusaurus site's React pages): each gets a page
   * here that says so and links to it there, so no link of the site points at a missing page.
   */
  pagesElsewhere: z
    .array(z.string().regex(/^\/[^/]/, 'must be a path from the base, e.g. "/help"'))
    .default([])
    .describe(
      'Paths of pages served by another program at the site\'s url (e.g. "/help"): each gets a page linking there.',
    ),
  /** Values of the site's own that its React pages read (`siteConfig.customFields`). */
  customFields: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("Values the site's React pages read as siteConfig.customFields."),
  /** A Docusaurus site's `themeConfig`, its JSON part: what its components read with `useThemeConfig()`. */
  themeConfig: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("A Docusaurus site's themeConfig (its JSON part), as its components read it with useThemeConfig()."),
  /**
   * React pages of the site's own (a Docusaurus site's `src/pages/**.tsx`), site files: each is bundled
   * and drawn at build time at its path (`index` files at their folder's), in the site's layout.
   */
  reactPages: z
    .array(z.string().regex(/\.(?:js|jsx|ts|tsx)$/, 'must be a .js, .jsx, .ts or .tsx file'))
    .default([])
    .describe('React page files (e.g. "src/pages/index.tsx"), each drawn at build time at its path under src/pages.'),
  /** What a doc's footer shows of its last change (git, or front matter `last_update`); git is not read without it. */
  lastUpdate: z
    .strictObject({
      time: z.boolean().default(true).describe('Show the date of the last change.'),
      author: z.boolean().default(true).describe('Show its author, beside the date.'),
    })
    .default({ time: true, author: true })
    .describe("A doc's last change in its footer: date and author, from git or front matter last_update."),
  /** Markdown pages outside the docs (Docusaurus's `src/pages`): each at its path from the base, in no sidebar. */
  pagesDir: z
    .string()
    .min(1)
    .optional()
    .describe('A folder of standalone Markdown pages, each at its path from the base (e.g. "src/pages").'),
  /** Docusaurus's pages plugin `exclude`: it replaces the rule for `_` names, as Docusaurus's option its default. */
  pagesExclude: z
    .array(z.string().min(1))
    .optional()
    .describe('Files of pagesDir that are not pages (globs, e.g. "**/AGENTS.md"); unset, names starting with _.'),
  /** A blog (Docusaurus's blog plugin): dated posts, their list pages and an archive, under `routeBasePath`. */
  blog: blogSchema.optional().describe('A blog of dated posts (e.g. { dir: "blog" }), with list pages and an archive.'),
  /** More blogs (Docusaurus's blog plugin instances with an id), each in its folder, at its path. */
  blogs: z
    .array(blogSchema)
    .default([])
    .describe('More blogs (e.g. [{ dir: "news", routeBasePath: "news" }]), each in its folder, at its path.'),
  /** The sidebars file, when not one of sidebars.json/.js/.ts; `false` for one sidebar made from the folders. */
  sidebarPath: z
    .union([z.string().min(1), z.literal(false)])
    .optional()
    .describe('The sidebars file (e.g. "sidebars.js"); false for a sidebar made from the folders.'),
  ...docsDisplay,
  /**
   * More sets of docs beside the main one (Docusaurus's docs plugin instances with an `id`): each from
   * its folder, at its path, with its own sidebars; built in every locale, without versions.
   */
  docsInstances: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[\w-]+$/, 'must be a name such as "community"')
          .describe("The instance's name."),
        contentDir: z.string().min(1).describe('Folder of its docs.'),
        routeBasePath: z
          .string()
          .transform((value) => value.replace(/^\/+|\/+$/g, ''))
          .pipe(z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be a path such as "community"'))
          .describe('Its path under the base (e.g. "community").'),
        sidebarPath: z
          .union([z.string().min(1), z.literal(false)])
          .optional()
          .describe('Its sidebars file; false (or none) for a sidebar made from its folders.'),
        editUrl: z
          .union([
            z.url(),
            z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a URL or a function'),
          ])
          .optional()
          .describe('Prefix for its "edit this page" links, or a function of the doc.'),
        tagsFile,
        onInlineTags,
        exclude: z.array(z.string().min(1)).optional().describe('Files of its folder that are not pages (globs).'),
        ...docsDisplay,
      }),
    )
    .default([])
    .describe('More sets of docs, each from its folder at its path (Docusaurus docs plugin instances).'),
  staticDir: z.string().default('static').describe('Folder copied as it is under the base.'),
  /**
   * Folders published like `staticDir`, after it (Docusaurus's `staticDirectories` past the first): each copied
   * under the base, `/img/x.png` looked up in `staticDir` first, then in these in order.
   */
  otherStaticDirs: z
    .array(z.string().min(1))
    .default([])
    .describe('More folders copied under the base, after staticDir (a file of an earlier one wins).'),
  outDir: z.string().default('out').describe('Output folder.'),
  /** Prefix for "edit this page": the file's path from the site root is appended. */
  // What a broken link, anchor or Markdown file link does, as Docusaurus's keys say it: `throw` fails
  // the build (helpdocs's default for all three), `warn` and `log` report it, `ignore` says nothing.
  onBrokenLinks: brokenPolicy.describe('A link to a page that does not exist: throw, warn, log or ignore.'),
  onBrokenAnchors: brokenPolicy.describe('A link to a heading that does not exist: throw, warn, log or ignore.'),
  onBrokenMarkdownLinks: brokenPolicy.describe('A link to a .md file that does not exist: throw, warn, log, ignore.'),
  onBrokenMarkdownImages: brokenPolicy.describe(
    'An image or other file a doc shows that does not exist: throw, warn, log or ignore (Docusaurus hooks).',
  ),
  // Docusaurus warns by default; the first doc of a route then keeps it, as its router matches the first.
  onDuplicateRoutes: brokenPolicy.describe('Two docs with one URL: throw, or warn/log/ignore (the first keeps it).'),
  editUrl: z
    .union([z.url(), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a URL or a function')])
    .optional()
    .describe('Prefix for "edit this page" (the file\'s path is appended), or a function of the doc, as Docusaurus.'),
  /**
   * Docusaurus's `@docusaurus/plugin-client-redirects`: redirect stubs from old paths (`from`, one or
   * several) to pages (`to`), and `createRedirects(path)`, called with every page's path from the base,
   * returning the old paths that lead to it. A `from` that is a page is left out, as Docusaurus does.
   */
  clientRedirects: z
    .strictObject({
      redirects: z
        .array(
          z.strictObject({
            from: z.union([z.string(), z.array(z.string())]).describe('The old path, or several, from the base.'),
            to: z.string().min(1).describe('The page it leads to, from the base.'),
          }),
        )
        .default([])
        .describe('Old paths (from the base) and the page each leads to.'),
      createRedirects: z
        .custom<CreateRedirects>((value) => typeof value === 'function', 'must be a function')
        .optional()
        .describe("A function of a page's path returning the old paths that lead to it."),
    })
    .optional()
    .describe('Redirect stubs made from a list and a function, as plugin-client-redirects does.'),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false).describe('Hide the navbar while scrolling down.'),
      /** Docusaurus's `navbar.title`: the brand's text, which a locale's navbar.json translates; pages keep `title`. */
      title: z.string().min(1).optional().describe("The text beside the logo; the site's title by default."),
      /** Docusaurus's navbar shows no tagline: a Docusaurus site's config turns it off. */
      tagline: z.boolean().default(true).describe("Show the site's tagline beside its title on a wide screen."),
      items: z.array(navbarItem).default([]).describe('Links (and dropdowns of links) in the navbar.'),
    })
    .default({ hideOnScroll: false, tagline: true, items: [] })
    .describe('The top bar.'),
  footer: z
    .strictObject({
      columns: z
        .array(
          z.strictObject({
            title: z.string().min(1).describe("The column's heading."),
            items: z.array(linkItem).describe("The column's links."),
          }),
        )
        .default([])
        .describe('Columns of links.'),
      copyright: z
        .string()
        .optional()
        .describe("The footer's last line: text, or HTML held to the allow-list of raw HTML in content."),
    })
    .default({ columns: [] })
    .describe('Footer columns of links and a copyright line.'),
  announcementBar: announcementBar.optional().describe('A dismissible bar above the navbar.'),
  exclude: z
    .array(z.string().min(1))
    .optional()
    .describe('Files of the docs folder that are not pages (globs, e.g. "**/tab-*.md"); unset, names starting with _.'),
  /**
   * Whether page URLs end in `/` as the site's relative URLs were written for (Docusaurus's
   * `trailingSlash`): a relative URL in a doc (`guide`, `./caddy`) is read from the page itself when
   * true, from the page's folder when false; unset, from the page itself for a folder's index doc or a
   * slug ending in `/` and from the folder otherwise. False also writes each page as `<route>.html`, linked
   * and served without its last `/` (`/docs/intro`), as Docusaurus writes it; `<route>/index.html` otherwise.
   */
  /**
   * How a tag's label becomes its URL: `folded` (helpdocs's: accents folded, lower case, `-` between
   * words: `Banco de dados` → `banco-de-dados`) or `kebab-case` (Docusaurus's, lodash's kebabCase, which
   * also splits words at capitals and digits: `GraphQL` → `graph-ql`, `K8s` → `k-8-s`).
   */
  tagSlugs: z
    .enum(['folded', 'kebab-case'])
    .default('folded')
    .describe("How a tag's label becomes its URL: folded (banco-de-dados) or kebab-case as Docusaurus (graph-ql)."),
  tagsFile,
  onInlineTags,
  /**
   * How a page's whole address is written (canonical link, og:url, sitemap, hreflang): `slash` (helpdocs's routes,
   * `/docs/intro/`), `no-slash` (`/docs/intro`, Docusaurus's trailingSlash: false), `docusaurus` (as Docusaurus
   * gives permalinks when trailingSlash is unset: `/` only after a folder's index doc or a slug that ends in it).
   * Where pages are written and how links name them is `trailingSlash`'s.
   */
  pageUrls: z
    .enum(['slash', 'no-slash', 'docusaurus'])
    .default('slash')
    .describe(
      "A page's address in its canonical link and the sitemap: /docs/intro/ (slash), /docs/intro, or as Docusaurus.",
    ),
  trailingSlash: z
    .boolean()
    .optional()
    .describe(
      'Relative URLs are read from the page (true) or its folder (false: pages are /docs/x.html, linked /docs/x).',
    ),
  /**
   * `defaultMode` (light) by default; with `respectPrefersColorScheme`, a reader who never chose a mode
   * with the toggle gets (and follows) the system's light or dark preference. A choice made with the
   * toggle wins; `disableSwitch` removes the toggle and ignores a choice saved before.
   */
  colorMode: z
    .strictObject({
      defaultMode: z
        .enum(['light', 'dark'])
        .default('light')
        .describe('The mode a reader who never chose one starts in (also with JavaScript off).'),
      disableSwitch: z
        .boolean()
        .default(false)
        .describe('No light/dark switch in the navbar: every reader sees defaultMode (or the system mode).'),
      respectPrefersColorScheme: z
        .boolean()
        .default(false)
        .describe("Follow the system's light/dark preference until the reader picks a mode."),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })
    .describe('The colour mode a reader starts in.'),
  /** The heading levels every doc's table of contents lists; a doc's front matter (toc_min/max_heading_level) wins. */
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2).describe('The highest level listed (2: h2).'),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3).describe('The lowest level listed (3: h3).'),
    })
    .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, {
      message: 'minHeadingLevel must not be above maxHeadingLevel',
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    .describe("The heading levels of the pages' tables of contents."),
  /**
   * Versions of the docs, each with its home (a path inside the site, relative to the base, e.g.
   * "/v1/"). With two or more the navbar shows a picker and the reader's choice is remembered.
   */
  versions: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe("The picker's text."),
        to: z.string().min(1).describe('The version\'s home, relative to the base (e.g. "/v1/").'),
      }),
    )
    .default([])
    .describe('Versions of the docs, each with its home; two or more show a picker.'),
  /**
   * Docs versions, laid out as Docusaurus lays them: `versions.json` (newest first) at the site root,
   * each version's docs in `versioned_docs/version-<v>/` and its sidebars in
   * `versioned_sidebars/version-<v>-sidebars.json`. Built whenever `versions.json` exists; this key
   * tunes which versions are built and where (not the `versions` key, which links to other sites).
   */
  docsVersions: docsVersions
    .optional()
    .describe('Versioned docs (versions.json, versioned_docs/): which are built, their paths, labels, banners.'),
  search: z
    .strictObject({
      /**
       * Groups of words or phrases a reader may type for one another ("NF", "nota fiscal"): a query
       * with one of them also finds pages that use another.
       */
      synonyms: z
        .array(z.array(z.string().trim().min(1)).min(2))
        .default([])
        .describe('Groups of words a reader may type for one another.'),
      /** The search page's path under the base; by default the locale's (`busca`, `search`, `buscar`). */
      route: z
        .string()
        .regex(SEARCH_ROUTE_SEGMENT, 'must be a path without leading or trailing "/", e.g. "search"')
        .optional()
        .describe("The search page's path under the base; the locale's by default."),
    })
    .default({ synonyms: [] })
    .describe('Search settings.'),
  /** Videos by name, so a video's source is one setting however many pages show it. */
  videos: z
    .record(z.string().regex(/^[\w-]+$/, 'names are letters, digits, "-" or "_"'), video)
    .default({})
    .describe('Videos by name, for ::video{name="…"}.'),
  markdown: markdown
    .default({
      format: 'detect',
      math: false,
      unknownDirectives: 'error',
      emoji: false,
      externalLinksInNewTab: false,
      commentHeadingIds: true,
      mdx: true,
      pluginsOnPages: true,
      remarkPlugins: [],
      rehypePlugins: [],
    })
    .describe("Math and the site's own remark/rehype plugins."),
  limits: limits.default({ parseSeconds: DEFAULT_PARSE_SECONDS }).describe('Bounds on the work one doc may cost.'),
  /** Extra Content-Security-Policy sources per directive, e.g. `{ 'img-src': ['https://cdn.example.com'] }`. */
  csp: cspSchema.describe('Extra Content-Security-Policy sources per directive.'),
  analytics: z
    .strictObject({
      tagManagerId: z.string().default('').describe('Google Tag Manager id (GTM-…); loads after consent.'),
      measurementId: z.string().default('').describe('Google Analytics 4 id (G-…).'),
    })
    .default({ tagManagerId: '', measurementId: '' })
    .describe('Analytics ids; none by default.'),
  /** Its own look (src/core/brand-config.ts): shown in the navbar, the tab icon, the palette, extra CSS, fonts. */
  logo: logoSchema.optional().describe('The navbar logo.'),
  favicon: faviconSchema.optional().describe('The tab icon, under static/ (.svg, .png, .ico).'),
  colors: colorsSchema
    .optional()
    .describe('Brand colours; the light and dark palette is derived and its contrast checked.'),
  customCss: customCssSchema.optional().describe("CSS file(s) from the site folder, after the theme's."),
  fonts: fontsSchema.optional().describe('Font stacks and font files.'),
});

/** Docusaurus's `editUrl` function: the doc's edit address from where it is. */
/** Docusaurus's `createRedirects`: the paths that lead to `path` (both from the base, `/docs/intro`). */
export type CreateRedirects = (path: string) => string | string[] | null | undefined;

export type EditUrlFunction = (doc: {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

export type Config = z.output<typeof configSchema>;
export type BlogConfig = NonNullable<Config['blog']>;

/** Every blog of the site: `blog`, then `blogs`. */
export function blogsOf(config: Pick<Config, 'blog' | 'blogs'>): BlogConfig[] {
  return [...(config.blog ? [config.blog] : []), ...config.blogs];
}

/** Where a blog's posts sit among the content paths: `@blog/` for the blog at `blog`, `@news/`… */
export function postsPrefix(blog: Pick<BlogConfig, 'routeBasePath'>): string {
  return `@${blog.routeBasePath.replace(/\//g, '-')}/`;
}
export type UserConfig = z.input<typeof configSchema>;
export type I18nConfig = z.output<typeof i18n>;
export type LinkItem = z.output<typeof linkItem>;
export type NavbarItem = z.output<typeof navbarItem>;
export type DocsVersionsConfig = z.output<typeof docsVersions>;
export type DocsInstance = Config['docsInstances'][number];
export type VideoSetting = z.output<typeof video>;
export type MarkdownPlugins = z.output<typeof markdown>;
export type UserPlugin = Pluggable;

/** Typed identity helper for `helpdocs.config.ts`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

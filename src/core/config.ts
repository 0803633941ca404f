import type { Pluggable } from 'unified';
import { z } from 'zod';
import { colorsSchema, customCssSchema, faviconSchema, fontsSchema, logoSchema } from './brand-config.js';
import { cspSchema } from './csp-sources.js';
import { SEARCH_ROUTE_SEGMENT } from './search-routes.js';

const basePath = z
  .string()
  .regex(/^\/([\w.-]+\/)*$/, 'must start and end with "/", e.g. "/manual/"');

const linkItem = z.strictObject({
  label: z.string().min(1),
  /** A doc id (`implantacao/video/video-implantacao-completa`). */
  docId: z.string().min(1).optional(),
  /** A path inside the site, relative to the base (`/tags/`). */
  to: z.string().min(1).optional(),
  /** An external address. */
  href: z.url().optional(),
});

const announcementBar = z.strictObject({
  /** Dismissal is remembered per id, so a new id shows again. */
  id: z.string().min(1),
  content: z.string().min(1),
  backgroundColor: z.string().default('#fff4cc'),
  textColor: z.string().default('#1c1e21'),
  isCloseable: z.boolean().default(true),
});

/** A file of the site (under `static/`), from the base: the CSP allows same-origin media only. */
const sitePath = z.string().regex(/^\/[^/]/, 'must be a path under static/, starting with "/", e.g. "/videos/implantacao.mp4"');

/**
 * One video, referenced from pages as `::video{name="…" title="…"}`: on YouTube (`youtube`, the id)
 * or a self-hosted file (`src`, with an optional `poster` image and WebVTT `captions`). With neither
 * set the directive renders nothing, so a page can carry its own "coming soon" notice meanwhile.
 */
const video = z
  .strictObject({
    youtube: z.string().regex(/^[\w-]{6,20}$/, 'must be a YouTube video id: 6–20 letters, digits, "-" or "_"').optional(),
    src: sitePath.optional(),
    poster: sitePath.optional(),
    captions: sitePath.optional(),
    /** Language of the captions track (BCP 47); the site's locale by default. */
    captionsLang: z.string().min(2).optional(),
  })
  .refine((v) => !(v.youtube && v.src), { message: 'set youtube or src, not both' })
  .refine((v) => !(v.youtube && (v.poster || v.captions || v.captionsLang)), {
    message: 'poster, captions and captionsLang apply to a self-hosted src; YouTube shows its own',
  });

/** Any valid BCP 47 tag, in its canonical form. */
const locale = z.string().transform((tag, context) => {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) return canonical;
  } catch {
    // Reported below.
  }
  context.addIssue({ code: 'custom', message: `"${tag}" is not a BCP 47 language tag (e.g. "en", "pt-BR", "fr-CA")` });
  return z.NEVER;
});

/** How one locale shows in the language picker and in `<html>` (Docusaurus's `localeConfigs`). */
const localeConfig = z.strictObject({
  /** The picker's text; by default the language's own name (`Português (Brasil)`). */
  label: z.string().min(1).optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `<html lang>` and `hreflang`; the locale itself by default. */
  htmlLang: z.string().min(2).optional(),
});

/**
 * Several locales in one build: the default one's docs in the content folder at the base, each
 * other's in `i18n/<locale>/` at `<base><locale>/` (Docusaurus's layout and URLs).
 */
const i18n = z
  .strictObject({
    defaultLocale: locale,
    locales: z.array(locale).min(1),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  })
  .refine((v) => v.locales.includes(v.defaultLocale), { message: 'locales must include defaultLocale', path: ['locales'] })
  .refine((v) => new Set(v.locales).size === v.locales.length, { message: 'locales must not repeat', path: ['locales'] })
  .refine((v) => Object.keys(v.localeConfigs).every((key) => (v.locales as string[]).includes(key)), { message: 'localeConfigs may only name locales listed in locales', path: ['localeConfigs'] });

/** A remark or rehype plugin: the function (imported in the config), or `[plugin, options]` as in Docusaurus. */
const pluginFunction = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'must be a plugin function, imported in the config');
const plugin = z.union([pluginFunction, z.tuple([pluginFunction, z.unknown().optional()])]);

/** What Markdown and MDX docs may hold beyond CommonMark, GFM and directives, and the site's own plugins. */
const markdown = z.strictObject({
  /**
   * `$…$` and `$$…$$` as math, typeset with KaTeX at build time (off by default, as in Docusaurus:
   * with it off a `$` is only a dollar sign, as in prices and shell variables).
   */
  math: z.boolean().default(false),
  /** Run after helpdocs's own remark plugins, before Markdown becomes HTML. */
  remarkPlugins: z.array(plugin).default([]),
  /** Run on the HTML tree before the sanitizer, so what they add is held to the same rules as raw HTML. */
  rehypePlugins: z.array(plugin).default([]),
});

export const configSchema = z.strictObject({
  title: z.string().min(1).default('Documentation'),
  tagline: z.string().default(''),
  /** Origin used for canonical links and the sitemap. */
  url: z.url().default('http://localhost'),
  base: basePath.default('/'),
  /**
   * The site's language, any BCP 47 tag (canonicalised: `pt-br` → `pt-BR`). Interface strings are
   * bundled for pt-BR, en and es (and their regional tags); any other needs `i18n/<locale>.json`.
   */
  locale: locale.default('en'),
  /** Several locales in one build; `i18n.defaultLocale` then takes the place of `locale`. */
  i18n: i18n.optional(),
  contentDir: z.string().default('content'),
  staticDir: z.string().default('static'),
  outDir: z.string().default('out'),
  /** Prefix for "edit this page": the file's path from the site root is appended. */
  editUrl: z.url().optional(),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(linkItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      columns: z
        .array(z.strictObject({ title: z.string().min(1), items: z.array(linkItem) }))
        .default([]),
      copyright: z.string().optional(),
    })
    .default({ columns: [] }),
  announcementBar: announcementBar.optional(),
  /**
   * Versions of the docs, each with its home (a path inside the site, relative to the base, e.g.
   * "/v1/"). With two or more the navbar shows a picker and the reader's choice is remembered.
   */
  versions: z.array(z.strictObject({ label: z.string().min(1), to: z.string().min(1) })).default([]),
  search: z
    .strictObject({
      /**
       * Groups of words or phrases a reader may type for one another ("NF", "nota fiscal"): a query
       * with one of them also finds pages that use another.
       */
      synonyms: z.array(z.array(z.string().trim().min(1)).min(2)).default([]),
      /** The search page's path under the base; by default the locale's (`busca`, `search`, `buscar`). */
      route: z.string().regex(SEARCH_ROUTE_SEGMENT, 'must be a path without leading or trailing "/", e.g. "search"').optional(),
    })
    .default({ synonyms: [] }),
  /** Videos by name, so a video's source is one setting however many pages show it. */
  videos: z.record(z.string().regex(/^[\w-]+$/, 'names are letters, digits, "-" or "_"'), video).default({}),
  markdown: markdown.default({ math: false, remarkPlugins: [], rehypePlugins: [] }),
  /** Extra Content-Security-Policy sources per directive, e.g. `{ 'img-src': ['https://cdn.example.com'] }`. */
  csp: cspSchema,
  analytics: z
    .strictObject({
      tagManagerId: z.string().default(''),
      measurementId: z.string().default(''),
    })
    .default({ tagManagerId: '', measurementId: '' }),
  /** Its own look (src/core/brand-config.ts): shown in the navbar, the tab icon, the palette, extra CSS, fonts. */
  logo: logoSchema.optional(),
  favicon: faviconSchema.optional(),
  colors: colorsSchema.optional(),
  customCss: customCssSchema.optional(),
  fonts: fontsSchema.optional(),
});

export type Config = z.output<typeof configSchema>;
export type UserConfig = z.input<typeof configSchema>;
export type I18nConfig = z.output<typeof i18n>;
export type LinkItem = z.output<typeof linkItem>;
export type VideoSetting = z.output<typeof video>;
export type MarkdownPlugins = z.output<typeof markdown>;
export type UserPlugin = Pluggable;

/** Typed identity helper for `helpdocs.config.ts`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

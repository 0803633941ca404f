// A locale's navbar.json and footer.json laid over the config's navbar and footer, with Docusaurus's keys:
// a translation is found by the text it replaces (`item.label.Guides`), so a label is translated wherever it is.
import type { Config } from '../core/config.js';
import type { Diagnostic } from '../core/model.js';
import { unusedTranslations, type TranslationMessages } from './translation-files.js';

/** Looks keys up in one file, remembering which were found. */
function lookup(translations: TranslationMessages | undefined) {
  const used = new Set<string>();
  const text = (key: string, original: string): string => {
    const message = translations?.messages.get(key);
    if (message === undefined) return original;
    used.add(key);
    return message;
  };
  return { text, used };
}

/** The locale's config with its navbar and footer translated, and one warning per file for the keys not used. */
export function translateThemeConfig(
  config: Config,
  navbar: TranslationMessages | undefined,
  footer: TranslationMessages | undefined,
): { config: Config; diagnostics: Diagnostic[] } {
  if (!navbar && !footer) return { config, diagnostics: [] };
  const nav = lookup(navbar);
  const foot = lookup(footer);
  const navLabel = (label: string) => nav.text(`item.label.${label}`, label);
  const translated: Config = {
    ...config,
    ...(config.logo ? { logo: { ...config.logo, alt: nav.text('logo.alt', config.logo.alt) } } : {}),
    navbar: {
      ...config.navbar,
      // The navbar's title (Docusaurus's key `title`); the pages' titles keep the site's, as useTitleFormatter does.
      title: nav.text('title', config.navbar.title ?? config.title),
      items: config.navbar.items.map((item) => {
        const own = labelled(item, (label) => nav.text(`item.label.${label}`, label));
        return item.items ? { ...own, items: item.items.map((inner) => labelled(inner, navLabel)) } : own;
      }),
    },
    footer: {
      ...config.footer,
      columns: config.footer.columns.map((column) => ({
        title: foot.text(`link.title.${column.title}`, column.title),
        items: column.items.map((item) => labelled(item, (label) => foot.text(`link.item.label.${label}`, label))),
      })),
      ...(config.footer.copyright === undefined ? {} : { copyright: foot.text('copyright', config.footer.copyright) }),
    },
  };
  const why = 'the config has no such label';
  return {
    config: translated,
    diagnostics: [
      ...(navbar ? unusedTranslations(navbar, nav.used, why) : []),
      ...(footer ? unusedTranslations(footer, foot.used, why) : []),
    ],
  };
}

/** A link with its label translated; a link that takes its doc's title has no label to translate. */
function labelled<T extends { label?: string | undefined }>(item: T, translate: (label: string) => string): T {
  return item.label === undefined ? item : { ...item, label: translate(item.label) };
}

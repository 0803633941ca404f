// Docusaurus's translation files of a locale: `{ "<key>": { "message": "…", "description": "…" } }` for the
// sidebar labels (docs' current.json), the navbar and footer (theme-classic's) and the theme strings (code.json).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { docsPluginFolder, I18N_DIR } from '../core/locales.js';
import type { Diagnostic } from '../core/model.js';
import { checkJsonSource, parseJsonSource, type JsonSource } from './json-source.js';
import { readSiteFile } from './site-file.js';

/** Where each file lives, relative to the site root, as `docusaurus write-translations` writes them. */
export const translationFileOf = {
  // A released version's labels are in `version-<v>.json`; another docs instance's in its own plugin folder.
  sidebars: (locale: string, version = 'current', instance?: string) =>
    `${I18N_DIR}/${locale}/${docsPluginFolder(instance)}/${version === 'current' ? '' : 'version-'}${version}.json`,
  navbar: (locale: string) => `${I18N_DIR}/${locale}/docusaurus-theme-classic/navbar.json`,
  footer: (locale: string) => `${I18N_DIR}/${locale}/docusaurus-theme-classic/footer.json`,
  code: (locale: string) => `${I18N_DIR}/${locale}/code.json`,
};
export type TranslationFileKind = keyof typeof translationFileOf;

/** One file's messages by key, with where each key is written (for the summary of those not used). */
export interface TranslationMessages {
  file: string;
  source: JsonSource;
  messages: ReadonlyMap<string, string>;
}

export interface LocaleTranslationFiles {
  files: Partial<Record<TranslationFileKind, TranslationMessages>>;
  diagnostics: Diagnostic[];
}

const fileSchema = z.record(z.string(), z.strictObject({ message: z.string(), description: z.string().optional() }));

/** A file's messages; undefined (with the errors at their line and column) when it is not of the shape above. */
export async function readTranslationFile(
  root: string,
  file: string,
  diagnostics: Diagnostic[],
): Promise<TranslationMessages | undefined> {
  if (!existsSync(path.join(root, file))) return undefined;
  const source = parseJsonSource(await readSiteFile(root, file));
  const checked = checkJsonSource(source, file, fileSchema, 'translation');
  diagnostics.push(...checked.diagnostics);
  if (!checked.data) return undefined;
  const messages = new Map(Object.entries(checked.data).map(([key, entry]) => [key, entry.message]));
  return { file, source, messages };
}

/** The locale's files of these kinds that exist (none of them is required). */
export async function loadTranslationFiles(
  root: string,
  locale: string,
  kinds: readonly TranslationFileKind[],
  version?: string,
  instance?: string,
): Promise<LocaleTranslationFiles> {
  const diagnostics: Diagnostic[] = [];
  const files: LocaleTranslationFiles['files'] = {};
  for (const kind of kinds) {
    const read = await readTranslationFile(
      root,
      kind === 'sidebars' ? translationFileOf.sidebars(locale, version, instance) : translationFileOf[kind](locale),
      diagnostics,
    );
    if (read) files[kind] = read;
  }
  return { files, diagnostics };
}

/** Is this absolute path one of a locale's translation files (for the watcher: they reach every page)? */
export function isTranslationFile(root: string, file: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const locale = relative.split('/')[1] ?? '';
  const versionLabels = /^[^/]+\/[^/]+\/docusaurus-plugin-content-docs(?:-[^/]+)?\/(?:version-[^/]+|current)\.json$/;
  return Object.values(translationFileOf).some((of) => of(locale) === relative) || versionLabels.test(relative);
}

/**
 * One warning for a file's keys that matched nothing (a label since renamed, a string helpdocs does not
 * show): how many, and the first few.
 */
export function unusedTranslations(
  translations: TranslationMessages,
  used: ReadonlySet<string>,
  why: string,
): Diagnostic[] {
  const unused = [...translations.messages.keys()].filter((key) => !used.has(key));
  const first = unused[0];
  if (first === undefined) return [];
  const shown = unused.slice(0, 3).map((key) => `"${key}"`);
  const more = unused.length > shown.length ? ` and ${unused.length - shown.length} more` : '';
  return [
    {
      severity: 'warning',
      file: translations.file,
      ...translations.source.positionOf([first]),
      message:
        `${unused.length} of ${translations.messages.size} translations are not used (${why}): ` +
        `${shown.join(', ')}${more}`,
      ruleId: 'translation-unused',
    },
  ];
}

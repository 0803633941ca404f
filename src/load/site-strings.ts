// The interface strings of the site's locale: helpdocs's bundled ones for its language, Docusaurus's
// `i18n/<locale>/code.json` over them, the site's own `i18n/<locale>.json` over both, English for
// whatever none has (listed in a warning).
import { CONFIG_FILE, configFileOf } from './config/load.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSiteFile } from './site-file.js';
import { I18N_DIR } from '../core/locales.js';
import type { Diagnostic } from '../core/model.js';
import { SEARCH_ROUTE_SEGMENT } from '../core/search-routes.js';
import {
  bundledCatalogue,
  FALLBACK_CATALOGUE,
  STRING_KEYS,
  type Catalogue,
  type Locale,
  type StringsData,
} from '../core/strings.js';
import { parseJsonSource, type JsonSource } from './json-source.js';
import { codeJsonStrings } from './code-strings.js';
import { readTranslationFile, translationFileOf } from './translation-files.js';

/**
 * A site's own strings: `i18n/<locale>.json` (beside the locale's translations, `i18n/<locale>/`), a flat object of key
 * → text.
 */
export const stringsFileOf = (locale: Locale) => `${I18N_DIR}/${locale}.json`;

/** Is this absolute path a strings file of the site (for the watcher: strings reach every page)? */
export function isStringsFile(root: string, file: string): boolean {
  return path.dirname(file) === path.join(root, I18N_DIR) && file.endsWith('.json');
}

export interface ResolvedStrings {
  strings: StringsData;
  diagnostics: Diagnostic[];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(STRING_KEYS);

/**
 * The locale's strings from the bundled catalogue, those taken from code.json (its path and the strings),
 * and the site's file (its path and parsed text), if any.
 */
export function resolveStrings(
  locale: Locale,
  file: { path: string; source: JsonSource } | undefined,
  code?: { path: string; strings: Partial<Catalogue> },
  configFile = CONFIG_FILE,
): ResolvedStrings {
  const bundled = bundledCatalogue(locale);
  const diagnostics: Diagnostic[] = [];
  if (!file && !code) {
    if (!bundled) {
      diagnostics.push({
        severity: 'warning',
        file: configFile,
        line: 1,
        column: 1,
        message:
          `helpdocs has no interface strings for locale "${locale}" and the site has ` +
          `no ${stringsFileOf(locale)}: the interface is in English`,
        hint: `add ${stringsFileOf(locale)} with the keys of helpdocs's templates/strings/en.json`,
        ruleId: 'strings-missing-file',
      });
    }
    return { strings: { locale, catalogue: bundled ?? FALLBACK_CATALOGUE }, diagnostics };
  }
  const own: Partial<Catalogue> = { ...code?.strings };
  if (file) diagnostics.push(...readOwnStrings(file, own));
  const missing = STRING_KEYS.filter((key) => own[key] === undefined);
  if (!bundled && missing.length > 0) {
    diagnostics.push({
      severity: 'warning',
      ...(file ? { file: file.path, ...file.source.positionOf([]) } : { file: code?.path ?? '', line: 1, column: 1 }),
      message:
        `${missing.length} interface string${missing.length === 1 ? '' : 's'} missing, shown in ` +
        `English: ${missing.join(', ')}`,
      ruleId: 'strings-missing-keys',
    });
  }
  return { strings: { locale, catalogue: { ...(bundled ?? FALLBACK_CATALOGUE), ...own } }, diagnostics };
}

/** The site's own strings file's valid strings, put into `own`; what is wrong with it, returned. */
function readOwnStrings(file: { path: string; source: JsonSource }, own: Partial<Catalogue>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (key: string) => ({ file: file.path, ...file.source.positionOf(key === '' ? [] : [key]) });
  const { value, syntaxError } = file.source;
  if (syntaxError) {
    diagnostics.push({
      severity: 'error',
      file: file.path,
      ...syntaxError.position,
      message: `Invalid JSON: ${syntaxError.message}`,
      ruleId: 'strings-json',
    });
  } else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    diagnostics.push({
      severity: 'error',
      ...at(''),
      message: 'must be an object of interface strings by key, e.g. { "search.label": "Recherche" }',
      ruleId: 'strings-schema',
    });
  } else {
    const unknown: string[] = [];
    for (const [key, text] of Object.entries(value)) {
      if (!KNOWN_KEYS.has(key)) {
        unknown.push(key);
        diagnostics.push({
          severity: 'warning',
          ...at(key),
          message: `Unknown interface string "${key}": it is not used`,
          hint: 'the keys are those of templates/strings/en.json',
          ruleId: 'strings-unknown-key',
        });
      } else if (typeof text !== 'string') {
        diagnostics.push({
          severity: 'error',
          ...at(key),
          message: `"${key}" must be a string`,
          ruleId: 'strings-schema',
        });
      } else if (key === 'search.route' && !SEARCH_ROUTE_SEGMENT.test(text)) {
        diagnostics.push({
          severity: 'error',
          ...at(key),
          message: `"search.route" must be a path without leading or trailing "/", e.g. "recherche"; got "${text}"`,
          ruleId: 'strings-schema',
        });
      } else {
        own[key as keyof Catalogue] = text;
      }
    }
  }
  return diagnostics;
}

/** Reads the site's strings file and code.json for its locale, if there are, and resolves the strings. */
export async function loadSiteStrings(root: string, locale: Locale): Promise<ResolvedStrings> {
  const diagnostics: Diagnostic[] = [];
  const code = await readTranslationFile(root, translationFileOf.code(locale), diagnostics);
  const fromCode = code ? codeJsonStrings(code) : { strings: {}, diagnostics: [] };
  diagnostics.push(...fromCode.diagnostics);
  const name = stringsFileOf(locale);
  const file = existsSync(path.join(root, name))
    ? { path: name, source: parseJsonSource(await readSiteFile(root, name)) }
    : undefined;
  const resolved = resolveStrings(
    locale,
    file,
    code && { path: code.file, strings: fromCode.strings },
    configFileOf(root),
  );
  return { ...resolved, diagnostics: [...diagnostics, ...resolved.diagnostics] };
}

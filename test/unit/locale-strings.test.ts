import { describe, expect, it } from 'vitest';
import en from '../../templates/strings/en.json' with { type: 'json' };
import es from '../../templates/strings/es.json' with { type: 'json' };
import ptBR from '../../templates/strings/pt-BR.json' with { type: 'json' };
import { parseConfig } from '../../src/load/config/load.js';
import { parseJsonSource } from '../../src/load/json-source.js';
import { resolveStrings } from '../../src/load/site-strings.js';
import { siteSearchRoute } from '../../src/core/search-routes.js';
import { createStrings } from '../../src/core/strings.js';

const file = (text: string) => ({ path: 'i18n/is.json', source: parseJsonSource(text) });
const located = (d: { file: string; line: number; column: number; severity: string; ruleId: string }) =>
  `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId}`;

describe('config locale', () => {
  it('takes any BCP 47 tag as written: it names the locale folder and path, as in Docusaurus', () => {
    expect(parseConfig({ locale: 'pt-br' }).locale).toBe('pt-br');
    expect(parseConfig({ locale: 'zh-cn' }).locale).toBe('zh-cn');
    expect(parseConfig({ locale: 'zh-hant-tw' }).locale).toBe('zh-hant-tw');
    expect(parseConfig({}).locale).toBe('en');
    // Its strings are found by its canonical form.
    expect(createStrings('pt-br').t('search.route')).toBe(createStrings('pt-BR').t('search.route'));
  });

  it('refuses what is not a language tag, naming the key', () => {
    expect(() => parseConfig({ locale: 'not a locale' })).toThrow(
      /locale: "not a locale" is not a BCP 47 language tag/,
    );
    expect(() => parseConfig({ locale: 'en_US' })).toThrow(/locale: "en_US" is not a BCP 47/);
  });

  it('refuses a search route with slashes at its ends', () => {
    expect(() => parseConfig({ search: { route: '/find/' } })).toThrow(/search\.route: must be a path/);
    expect(parseConfig({ search: { route: 'docs/find' } }).search.route).toBe('docs/find');
  });
});

describe('interface strings of a locale', () => {
  it('bundles pt-BR, en and es, and gives a regional tag its language’s file', () => {
    for (const [locale, catalogue] of [
      ['pt-BR', ptBR],
      ['pt-PT', ptBR],
      ['pt', ptBR],
      ['en-GB', en],
      ['es-MX', es],
      ['es', es],
    ] as const) {
      const resolved = resolveStrings(locale, undefined);
      expect(resolved.diagnostics).toEqual([]);
      expect(resolved.strings).toEqual({ locale, catalogue });
    }
  });

  it('falls back to English with one warning when an unbundled locale has no strings file', () => {
    const resolved = resolveStrings('is', undefined);
    expect(resolved.strings.catalogue).toEqual(en);
    expect(resolved.diagnostics.map(located)).toEqual(['helpdocs.config.ts:1:1 warning strings-missing-file']);
    expect(resolved.diagnostics[0]!.message).toContain('"is"');
    expect(resolved.diagnostics[0]!.message).toContain('i18n/is.json');
  });

  it('fills the keys a site file leaves out from English, listing them in one warning', () => {
    const own = { 'search.label': 'Recherche', 'search.route': 'recherche', 'notFound.title': 'Page introuvable' };
    const resolved = resolveStrings('is', file(JSON.stringify(own, null, 2)));
    expect(resolved.strings.catalogue).toEqual({ ...en, ...own });
    expect(resolved.diagnostics.map(located)).toEqual(['i18n/is.json:1:1 warning strings-missing-keys']);
    const missing = Object.keys(en).filter((key) => !(key in own));
    expect(resolved.diagnostics[0]!.message).toBe(
      `${missing.length} interface strings missing, shown in English: ${missing.join(', ')}`,
    );
  });

  it('warns about unknown keys at their line, and refuses a value that is not text', () => {
    const resolved = resolveStrings('is', file('{\n  "search.lable": "Recherche",\n  "search.label": 3\n}'));
    expect(resolved.diagnostics.map(located)).toEqual([
      'i18n/is.json:2:19 warning strings-unknown-key',
      'i18n/is.json:3:19 error strings-schema',
      'i18n/is.json:1:1 warning strings-missing-keys',
    ]);
    expect(resolved.diagnostics[0]!.message).toContain('"search.lable"');
  });

  it('reports invalid JSON at its place', () => {
    const resolved = resolveStrings('is', file('{\n  "search.label": "Recherche"\n  "search.route": "recherche"\n}'));
    expect(resolved.diagnostics.filter((d) => d.severity === 'error').map(located)).toEqual([
      'i18n/is.json:3:3 error strings-json',
    ]);
  });

  it('lets a bundled locale’s site file override some strings, without a warning', () => {
    const resolved = resolveStrings('en-GB', {
      path: 'i18n/en-GB.json',
      source: parseJsonSource('{ "search.placeholder": "Search the manual" }'),
    });
    expect(resolved.diagnostics).toEqual([]);
    expect(resolved.strings.catalogue).toEqual({ ...en, 'search.placeholder': 'Search the manual' });
  });
});

describe('search route', () => {
  it('comes from the locale’s strings, or the config', () => {
    const config = (route?: string) => parseConfig({ base: '/docs/', ...(route ? { search: { route } } : {}) });
    expect(siteSearchRoute(config(), createStrings('pt-BR'))).toBe('/docs/busca/');
    expect(siteSearchRoute(config(), createStrings('en'))).toBe('/docs/search/');
    expect(siteSearchRoute(config(), createStrings('es-AR'))).toBe('/docs/buscar/');
    expect(siteSearchRoute(config('find'), createStrings('pt-BR'))).toBe('/docs/find/');
  });
});

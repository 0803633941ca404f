// Every bundled interface language (templates/strings/*.json): the keys and placeholders of English,
// a search route that is a valid path segment, and `helpdocs init --locale` accepting it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LOCALES, bundledCatalogue } from '../../src/core/strings.js';
import { SEARCH_ROUTE_SEGMENT } from '../../src/core/search-routes.js';
import { SCAFFOLD_LOCALES } from '../../src/init/scaffold.js';
import { repoRoot } from '../helpers/sites.js';

const dir = `${repoRoot}templates/strings/`;
const read = (file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<string, string>;
const english = read('en.json');
// Each once: a message of plural forms ("One post|{count} posts") may name one in several of its forms.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('bundled interface strings', () => {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));

  it('are bundled and offered by init, one file per language', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...BUNDLED_LOCALES].sort());
    expect(SCAFFOLD_LOCALES).toEqual(BUNDLED_LOCALES);
    expect(BUNDLED_LOCALES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s: the keys and placeholders of English, a path-safe search route', (file) => {
    const strings = read(file);
    expect(Object.keys(strings)).toEqual(Object.keys(english));
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), `${file} ${key}`).not.toBe('');
      expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
    expect(strings['search.route']).toMatch(SEARCH_ROUTE_SEGMENT);
  });

  it('serves regional tags from their language and script: zh-CN → zh-Hans, zh-TW → zh-Hant, de-AT → de', () => {
    expect(bundledCatalogue('zh-CN')?.['search.label']).toBe('搜索');
    expect(bundledCatalogue('zh-TW')?.['search.label']).toBe('搜尋');
    expect(bundledCatalogue('zh-Hant-HK')?.['search.label']).toBe('搜尋');
    expect(bundledCatalogue('de-AT')?.['doc.next']).toBe('Weiter');
  });
});

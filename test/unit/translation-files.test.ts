// Which files are Docusaurus's translation files (the watcher rebuilds every page for them), and the one
// warning that counts a file's keys that matched nothing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonSource } from '../../src/load/json-source.js';
import { isTranslationFile, unusedTranslations } from '../../src/load/translation-files.js';

describe('isTranslationFile', () => {
  const root = path.resolve('/site');
  const at = (relative: string) => isTranslationFile(root, path.join(root, relative));

  it("knows the four files at Docusaurus's places, and nothing else", () => {
    expect(at('i18n/fr/code.json')).toBe(true);
    expect(at('i18n/pt-BR/docusaurus-plugin-content-docs/current.json')).toBe(true);
    expect(at('i18n/fr/docusaurus-theme-classic/navbar.json')).toBe(true);
    expect(at('i18n/fr/docusaurus-theme-classic/footer.json')).toBe(true);
    expect(at('i18n/fr.json')).toBe(false);
    expect(at('i18n/fr/docusaurus-plugin-content-docs/current/guides/_category_.json')).toBe(false);
    expect(at('content/code.json')).toBe(false);
  });
});

describe('unusedTranslations', () => {
  const text = JSON.stringify(
    Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, { message: key.toUpperCase() }])),
    null,
    2,
  );
  const file = {
    file: 'i18n/fr/code.json',
    source: parseJsonSource(text),
    messages: new Map(['a', 'b', 'c', 'd', 'e'].map((key) => [key, key.toUpperCase()])),
  };

  it('says nothing when every key was used', () => {
    expect(unusedTranslations(file, new Set(['a', 'b', 'c', 'd', 'e']), 'why')).toEqual([]);
  });

  it('counts the others in one warning at the first of them, naming three', () => {
    expect(unusedTranslations(file, new Set(['a']), 'no such label')).toEqual([
      {
        severity: 'warning',
        file: 'i18n/fr/code.json',
        line: 5,
        column: 8,
        message: '4 of 5 translations are not used (no such label): "b", "c", "d" and 1 more',
        ruleId: 'translation-unused',
      },
    ]);
  });
});

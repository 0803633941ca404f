// Which highlight.js grammar file serves each fence language, so a grammar is loaded the first
// time a site uses it and never otherwise (test/markdown/code-grammars.test.ts checks this table
// against the aliases the grammars declare).
import type { LanguageFn } from 'highlight.js';
import { closestMatch } from '../../../core/diagnostics.js';
import { csv } from './csv-grammar.js';

/**
 * highlight.js's `common` set, plus dockerfile and powershell; tsx/jsx come with typescript/javascript, toml with ini.
 */
export const GRAMMAR_ALIASES: Record<string, readonly string[]> = {
  arduino: ['ino'],
  bash: ['sh', 'zsh'],
  c: ['h'],
  cpp: ['cc', 'c++', 'h++', 'hpp', 'hh', 'hxx', 'cxx'],
  csharp: ['cs', 'c#'],
  css: [],
  diff: ['patch'],
  dockerfile: ['docker'],
  go: ['golang'],
  graphql: ['gql'],
  ini: ['toml'],
  java: ['jsp'],
  javascript: ['js', 'jsx', 'mjs', 'cjs'],
  json: ['jsonc', 'json5'],
  kotlin: ['kt', 'kts'],
  less: [],
  lua: ['pluto'],
  makefile: ['mk', 'mak', 'make'],
  markdown: ['md', 'mkdown', 'mkd'],
  objectivec: ['mm', 'objc', 'obj-c', 'obj-c++', 'objective-c++'],
  perl: ['pl', 'pm'],
  php: [],
  'php-template': [],
  plaintext: ['text', 'txt'],
  powershell: ['pwsh', 'ps', 'ps1'],
  python: ['py', 'gyp', 'ipython'],
  'python-repl': ['pycon'],
  r: [],
  ruby: ['rb', 'gemspec', 'podspec', 'thor', 'irb'],
  rust: ['rs'],
  scss: [],
  shell: ['console', 'shellsession'],
  sql: [],
  swift: [],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  vbnet: ['vb'],
  wasm: [],
  xml: ['html', 'xhtml', 'rss', 'atom', 'xjb', 'xsd', 'xsl', 'plist', 'wsf', 'svg'],
  yaml: ['yml'],
};

/** Grammars of our own, for languages highlight.js lacks. */
export const OWN_GRAMMARS: Record<string, LanguageFn> = { csv };

const grammarOf = new Map<string, string>();
for (const [name, aliases] of Object.entries(GRAMMAR_ALIASES)) {
  grammarOf.set(name, name);
  for (const alias of aliases) grammarOf.set(alias, name);
}
for (const name of Object.keys(OWN_GRAMMARS)) grammarOf.set(name, name);

/** The grammar that highlights a fence's language (`tsx` → `typescript`), if any. */
export function grammarFor(language: string): string | undefined {
  return grammarOf.get(language.toLowerCase());
}

/** A hint for a fence language no grammar knows: the close match, or the grammars' names. */
export function unknownLanguageHint(language: string): string {
  const close = closestMatch(language.toLowerCase(), grammarOf.keys());
  if (close) return `did you mean ${close}?`;
  return (
    `use one of ${[...Object.keys(GRAMMAR_ALIASES), ...Object.keys(OWN_GRAMMARS)].sort().join(', ')} (or an ` +
    `alias), or text`
  );
}

// Which highlight.js grammar file serves each fence language, so a grammar is loaded the first
// time a site uses it and never otherwise (test/markdown/code-grammars.test.ts checks this table
// against the aliases the grammars declare).
import type { LanguageFn } from 'highlight.js';
import { closestMatch } from '../../../core/diagnostics.js';
import { csv } from './csv-grammar.js';

/**
 * highlight.js's `common` set, plus dockerfile, powershell and the languages Docusaurus sites add to Prism most
 * (`additionalLanguages`: handlebars, vim, scala, elixir…); tsx/jsx come with typescript/javascript, toml with ini.
 * Each loads only when a fence names it.
 */
export const GRAMMAR_ALIASES: Record<string, readonly string[]> = {
  apache: ['apacheconf'],
  arduino: ['ino'],
  awk: [],
  bash: ['sh', 'zsh'],
  c: ['h'],
  clojure: ['clj', 'edn'],
  cmake: ['cmake.in'],
  coffeescript: ['coffee', 'cson', 'iced'],
  cpp: ['cc', 'c++', 'h++', 'hpp', 'hh', 'hxx', 'cxx'],
  crystal: ['cr'],
  csharp: ['cs', 'c#'],
  css: [],
  dart: [],
  diff: ['patch'],
  django: ['jinja'],
  dockerfile: ['docker'],
  dos: ['bat', 'cmd'],
  elixir: ['ex', 'exs'],
  elm: [],
  erlang: ['erl'],
  fsharp: ['fs', 'f#'],
  go: ['golang'],
  gradle: [],
  graphql: ['gql'],
  groovy: [],
  handlebars: ['hbs', 'html.hbs', 'html.handlebars', 'htmlbars'],
  haskell: ['hs'],
  http: ['https'],
  ini: ['toml'],
  java: ['jsp'],
  javascript: ['js', 'jsx', 'mjs', 'cjs'],
  json: ['jsonc', 'json5'],
  julia: [],
  kotlin: ['kt', 'kts'],
  latex: ['tex'],
  less: [],
  lisp: [],
  llvm: [],
  lua: ['pluto'],
  makefile: ['mk', 'mak', 'make'],
  markdown: ['md', 'mkdown', 'mkd'],
  matlab: [],
  nginx: ['nginxconf'],
  nix: ['nixos'],
  objectivec: ['mm', 'objc', 'obj-c', 'obj-c++', 'objective-c++'],
  ocaml: ['ml'],
  perl: ['pl', 'pm'],
  pgsql: ['postgres', 'postgresql'],
  php: [],
  'php-template': [],
  plaintext: ['text', 'txt'],
  powershell: ['pwsh', 'ps', 'ps1'],
  prolog: [],
  properties: [],
  protobuf: ['proto'],
  python: ['py', 'gyp', 'ipython'],
  'python-repl': ['pycon'],
  r: [],
  ruby: ['rb', 'gemspec', 'podspec', 'thor', 'irb'],
  rust: ['rs'],
  scala: [],
  scheme: ['scm'],
  scss: [],
  shell: ['console', 'shellsession'],
  sql: [],
  stylus: ['styl'],
  swift: [],
  tcl: ['tk'],
  twig: ['craftcms'],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  vbnet: ['vb'],
  verilog: ['v', 'sv', 'svh'],
  vhdl: [],
  vim: [],
  wasm: [],
  x86asm: [],
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

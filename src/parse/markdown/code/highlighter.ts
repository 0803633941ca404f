import { createRequire } from 'node:module';
import type { ElementContent } from 'hast';
import type { Language, LanguageFn } from 'highlight.js';
import hljs from 'highlight.js/lib/core';
import { createLowlight } from 'lowlight';
import { grammarFor, OWN_GRAMMARS } from './grammars.js';

export interface Highlighter {
  /** The value as highlighted hast, or `undefined` when no grammar knows the language. */
  highlight(language: string, value: string): ElementContent[] | undefined;
}

// A plain function (not the `require` esbuild rewrites), so grammars load from node_modules on first use.
const loadModule = createRequire(import.meta.url);

function loadGrammar(name: string): LanguageFn {
  return OWN_GRAMMARS[name] ?? (loadModule(`highlight.js/lib/languages/${name}`) as LanguageFn);
}

/** Languages a grammar embeds (`subLanguage`: html in markdown, bash in dockerfile), loaded with it. */
function embeddedLanguages(grammar: Language): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const sub = (value as { subLanguage?: string | string[] }).subLanguage;
    for (const name of typeof sub === 'string' ? [sub] : (sub ?? [])) found.add(name);
    for (const child of Object.values(value)) walk(child);
  };
  walk(grammar);
  return [...found];
}

/**
 * Build-time highlighting with lowlight. Each grammar is registered the first time a fence names
 * it (with the grammars it embeds), so a build only loads the languages its site uses.
 */
export function createHighlighter(): Highlighter {
  const lowlight = createLowlight();
  const register = (name: string): void => {
    if (lowlight.registered(name)) return;
    const grammar = loadGrammar(name);
    lowlight.register(name, grammar);
    // A grammar is plain data built from the API it is given; lowlight does not expose its copy.
    for (const embedded of embeddedLanguages(grammar(hljs))) {
      const known = grammarFor(embedded);
      if (known) register(known);
    }
  };
  return {
    highlight(language, value) {
      const name = grammarFor(language);
      if (!name) return undefined;
      const key = `${name}\n${value}`;
      const known = highlighted.get(key);
      // A copy: the block's tree is its page's own, and later steps may change it.
      if (known) return structuredClone(known);
      register(name);
      const tokens = lowlight.highlight(name, value).children as ElementContent[];
      remember(key, tokens);
      return structuredClone(tokens);
    },
  };
}

/**
 * Blocks already highlighted, in this process: the same examples come back in every version and
 * locale of a doc (Jest: 9 locales of 153 docs that share 68 texts), and highlight.js is the slow part
 * of a code block. Bounded by the code it holds; a grammar gives the same tokens in every highlighter.
 */
const highlighted = new Map<string, ElementContent[]>();
const MEMO_CHARS = 16_000_000;
let memoChars = 0;

function remember(key: string, tokens: ElementContent[]): void {
  if (memoChars + key.length > MEMO_CHARS) {
    highlighted.clear();
    memoChars = 0;
  }
  highlighted.set(key, tokens);
  memoChars += key.length;
}

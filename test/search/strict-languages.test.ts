// lunr-languages' files are CommonJS written for sloppy mode; the CLI's bundle and the browser's run them
// as ES modules, in strict mode, where a plain function call has no `this`. Arabic's and Hebrew's
// stemmers kept their state on `this` and threw on load there; Hindi, Kannada, Sanskrit, Tamil and
// Telugu set up a word segmenter (wordcut, 677 KB) on load that only their tokenizer uses, which helpdocs
// does not (patches/lunr-languages+1.22.0.patch). Each language is run here as the bundles run it:
// strict code, on a lunr of its own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { STEMMED_LANGUAGES } from '../../src/search/languages.js';

const require = createRequire(import.meta.url);

type Plugin = (lunr: unknown) => void;

/** A CommonJS file evaluated as strict-mode code, as an ES module bundle runs it. */
function strictModule(file: string): unknown {
  const module = { exports: {} as unknown };
  const run = new Function('module', 'exports', `'use strict';\n${readFileSync(require.resolve(file), 'utf8')}`);
  run(module, module.exports);
  return module.exports;
}

/** A lunr that no other test shares, so a language registered here is registered nowhere else. */
function freshLunr(): Record<string, unknown> & ((build: (this: unknown) => void) => unknown) {
  return strictModule('lunr/lunr.js') as ReturnType<typeof freshLunr>;
}

/** One word in each language, which its stemmer shortens. */
const WORDS: Partial<Record<(typeof STEMMED_LANGUAGES)[number], string>> = {
  ar: 'والكتاب',
  pt: 'vendedores',
  de: 'Verkäufern',
};

describe('lunr-languages run as strict code (the bundles)', () => {
  for (const code of STEMMED_LANGUAGES.filter((code) => code !== 'en'))
    it(`${code} loads and stems`, () => {
      const lunr = freshLunr();
      (strictModule('lunr-languages/lunr.stemmer.support.js') as Plugin)(lunr);
      (strictModule(`lunr-languages/lunr.${code}.js`) as Plugin)(lunr);
      const language = lunr[code] as { trimmer: unknown; stemmer?: (token: unknown) => unknown };
      expect(typeof language.trimmer).toBe('function');
      // Vietnamese has a trimmer and stop words, no stemmer.
      if (code === 'vi') return;
      const word = WORDS[code] ?? 'words';
      const Token = lunr.Token as new (text: string) => { toString(): string };
      const stemmed = String(language.stemmer?.(new Token(word)));
      expect(stemmed.length).toBeGreaterThan(0);
      if (WORDS[code]) expect(stemmed.length).toBeLessThan(word.length);
    });
});

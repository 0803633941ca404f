// The context parseMdxBody needs, for tests that compile MDX docs without a site folder.
import { createStrings } from '../../src/core/strings.js';
import { createHighlighter } from '../../src/parse/markdown/code/highlighter.js';
import { createIslandChunks } from '../../src/parse/mdx/island-chunks.js';
import type { MdxContext } from '../../src/parse/mdx/parse-mdx.js';

export function mdxContext(locale = 'en', extra: Partial<MdxContext> = {}): MdxContext {
  return {
    root: '/site',
    strings: createStrings(locale),
    cardsFor: () => [],
    docsClientFor: () => undefined,
    highlighter: createHighlighter(),
    pipelineOptions: {},
    islandChunks: createIslandChunks('/', '/site'),
    site: { base: '/', title: 'Docs', tagline: '', url: 'https://docs.example', locale, colorMode: 'light' },
    ...extra,
  };
}

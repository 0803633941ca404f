import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture } from '../helpers/sites.js';

/** While set, highlighting throws, as a grammar module that did not load would (a cause that passes). */
const grammar = vi.hoisted(() => ({ broken: false }));

vi.mock('../../src/parse/markdown/code/highlighter.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/parse/markdown/code/highlighter.js')>();
  return {
    ...original,
    createHighlighter: () => {
      const highlighter = original.createHighlighter();
      return {
        highlight: (language: string, value: string) => {
          if (grammar.broken) throw new TypeError('languageDefinition is not a function');
          return highlighter.highlight(language, value);
        },
      };
    },
  };
});

describe('a doc whose parse threw', { timeout: 120_000 }, () => {
  it('is not kept in the parse cache: the next build parses it again', async () => {
    const root = await copyFixture('site-mini');
    const buildOnce = async () => {
      const { io, err } = captureIo();
      const code = await main(['node', 'helpdocs', 'build', '--root', root, '--verbose'], io);
      return { code, printed: err.join('\n') };
    };
    grammar.broken = true;
    const failing = await buildOnce();
    expect(failing.code, failing.printed).toBe(1);
    const failed = failing.printed.match(/ error Markdown could not be parsed: TypeError/g)?.length ?? 0;
    expect(failed).toBe(2);
    grammar.broken = false;
    // No input changed: the docs that did not fail come from the cache, the two that failed are parsed again.
    const passing = await buildOnce();
    expect(passing.code, passing.printed).toBe(0);
    const pages = Number(passing.printed.match(/ · (\d+) pages · /)?.[1]);
    expect(passing.printed).toContain(`${pages - failed} of ${pages} docs from the cache`);
  });
});

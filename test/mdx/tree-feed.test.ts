// MDX texts tokenized ahead in a worker thread (the compiled dist/tree-worker.js) give the very trees
// this thread would parse; a text either side takes is parsed once; a syntax error is left to this
// thread, which reports it as it would alone.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deserialize } from 'node:v8';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createHighlighter } from '../../src/parse/markdown/code/highlighter.js';
import { createMdxProcessor } from '../../src/parse/mdx/compile.js';
import { mdxSourceText } from '../../src/parse/mdx/mdx-text.js';
import { mdxPlugins } from '../../src/parse/mdx/plugins.js';
import { FEED_FROM, TreeFeed } from '../../src/parse/mdx/tree-feed.js';

const compiledWorker = new URL('../../dist/tree-worker.js', import.meta.url);
const strings = createStrings('en');

/** Every construct whose tokens an extension decides: JSX, expressions, ESM, GFM, directives, ids, comments. */
function docText(n: number): string {
  return [
    `---\ntitle: Doc ${n}\n---\n`,
    "import Tabs from '@theme/Tabs';\n",
    `export const answer = ${n} * 2;\n`,
    `## Section ${n} {#section-${n}}\n`,
    `Text with {answer} and <kbd>Ctrl</kbd>, a [link](./doc-${n + 1}.md) and ~~struck~~ www.example.com.\n`,
    '<!-- a comment Docusaurus 3 accepts -->\n',
    ':::note[Heads up]\nA directive with **bold** text.\n:::\n',
    ':::tip An older title\nRewritten before it is tokenized.\n:::\n',
    '| a | b |\n|---|:-:|\n| 1 | `two` |\n',
    '<Tabs>\n  <div>\n\n  - item\n  - [ ] task\n\n  </div>\n</Tabs>\n',
    '```js title="x.js" {1}\nconst a = <b>{1}</b>;\n```\n',
    `${'Filler paragraph for length. '.repeat(120)}\n`,
  ].join('\n');
}

async function parseHere(text: string): Promise<unknown> {
  const processor = await createMdxProcessor(mdxPlugins(strings, createHighlighter(), {}, '/site'), 'function-body');
  return processor.parse(new VFile({ value: mdxSourceText(text) }));
}

function startFeed(texts: string[], deadlineMs = 10_000): TreeFeed {
  const feed = TreeFeed.start(
    {
      texts,
      siteRoot: '/site',
      pipelineOptions: {},
      strings: { locale: strings.locale, catalogue: strings.catalogue },
      deadlineMs,
    },
    compiledWorker,
  );
  if (!feed) throw new Error('the feed did not start');
  return feed;
}

describe.runIf(existsSync(fileURLToPath(compiledWorker)))('MDX trees tokenized in a worker', () => {
  it('are the trees this thread parses, positions included; an invalid text is left to this thread', async () => {
    const texts = Array.from({ length: 30 }, (_, n) => docText(n));
    expect(texts.join('').length).toBeGreaterThan(FEED_FROM);
    const broken = '# Broken\n\n<div>\n\nNever closed.\n';
    texts.splice(7, 0, broken);
    const feed = startFeed(texts);
    await feed.finished();
    for (const text of texts) {
      const fed = await feed.take(text);
      if (text === broken) {
        expect(fed).toBe('here');
        await expect(parseHere(text)).rejects.toThrow(/Expected a closing tag for `<div>`/);
        continue;
      }
      expect(fed).toBeInstanceOf(Uint8Array);
      expect(deserialize(fed as Uint8Array)).toEqual(await parseHere(text));
    }
    // A text is fed once: the memo keeps what another doc with it needs.
    expect(await feed.take(texts[0] as string)).toBe('here');
    await feed.stop();
  });

  it('gives each text to one side only, while both are taking', async () => {
    const texts = Array.from({ length: 40 }, (_, n) => docText(100 + n));
    const feed = startFeed(texts);
    // This thread asks from the end while the worker goes from the start: each text is answered once,
    // by one of them, and the worker's trees are this thread's.
    const answers = new Map<string, Awaited<ReturnType<TreeFeed['take']>>>();
    for (const text of [...texts].reverse()) answers.set(text, await feed.take(text));
    const fromWorker = [...answers.values()].filter((answer) => answer instanceof Uint8Array);
    expect(fromWorker.length + [...answers.values()].filter((answer) => answer === 'here').length).toBe(texts.length);
    for (const [text, answer] of answers)
      if (answer instanceof Uint8Array) expect(deserialize(answer)).toEqual(await parseHere(text));
    await feed.stop();
  });

  it('says when a text ran past its deadline in the worker', async () => {
    const texts = [`${'- item with *emphasis* and `code`\n'.repeat(6000)}`];
    const feed = startFeed(texts, 1);
    await feed.finished();
    expect(await feed.take(texts[0] as string)).toBe('over-deadline');
    await feed.stop();
  });
});

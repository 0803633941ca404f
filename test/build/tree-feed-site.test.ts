// A site with enough MDX for its texts to be tokenized ahead in a worker thread (the compiled CLI)
// builds the same pages as a build that parses every text in this thread (vitest runs the sources,
// which have no compiled worker beside them), and reports an invalid doc at the same place.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { FEED_FROM } from '../../src/parse/mdx/tree-feed.js';
import { copyFixture, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

/** A long MDX doc: JSX, an expression, an id, a table, a directive, code, and text for length. */
function longDoc(n: number): string {
  return [
    `---\ntitle: Long ${n}\n---\n`,
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n",
    `export const twice = ${n} * 2;\n`,
    `## Part {twice} {#part-${n}}\n`,
    `See [the next one](./long-${(n + 1) % 24}.mdx#part-${(n + 1) % 24}) and <kbd>Ctrl</kbd>.\n`,
    '<Tabs>\n<TabItem value="a" label="Alpha">\n\nFirst\n\n</TabItem>\n</Tabs>\n',
    ':::tip\nA **tip**.\n:::\n',
    '| a | b |\n|---|---|\n| 1 | 2 |\n',
    '```ts\nconst value: number = 1;\n```\n',
    `${'Words to make the doc long enough to be worth a worker. '.repeat(80)}\n`,
  ].join('\n');
}

async function cli(root: string, out: string) {
  return run(process.execPath, [path.join(repoRoot, 'bin/helpdocs.js'), 'build', '--root', root, '--out', out]).then(
    (done) => ({ code: 0, stderr: done.stderr }),
    (failed: { code: number; stderr: string }) => ({ code: failed.code, stderr: failed.stderr }),
  );
}

describe.runIf(existsSync(path.join(repoRoot, 'dist/tree-worker.js')))('MDX tokenized ahead in a worker', () => {
  it('builds the pages a one-thread build does, and the same errors', { timeout: 180_000 }, async () => {
    const root = await copyFixture('mdx-site');
    await mkdir(path.join(root, 'content/long'));
    const texts = Array.from({ length: 24 }, (_, n) => longDoc(n));
    expect(texts.join('').length).toBeGreaterThan(FEED_FROM);
    for (const [n, text] of texts.entries()) await writeFile(path.join(root, `content/long/long-${n}.mdx`), text);
    // Two docs with one text (a doc unchanged across versions): tokenized once, linked from each place.
    await writeFile(path.join(root, 'content/long/same.mdx'), texts[3] ?? '');

    const out = path.join(root, 'out');
    expect((await cli(root, out)).code).toBe(0);
    const single = await build({ root, write: false });
    expect(single.stats.errors).toBe(0);
    const inMemory = new Map(single.files.map((file) => [file.path, String(file.contents)]));
    const pages = await glob('**/*.html', { cwd: out });
    expect(pages.filter((page) => page.includes('long/')).length).toBeGreaterThanOrEqual(25);
    const normalise = (html: string) => html.replace(/\.[0-9A-Za-z]{8,}\.(css|js)/g, '.HASH.$1');
    for (const page of pages)
      expect(normalise(await readFile(path.join(out, page), 'utf8')), page).toBe(normalise(inMemory.get(page) ?? ''));
    expect(await readFile(path.join(out, 'docs/long/same/index.html'), 'utf8')).toContain('id="part-3"');

    // An unclosed tag in one doc, a broken anchor in another: both reported, where the one-thread build puts them.
    await writeFile(path.join(root, 'content/long/long-5.mdx'), `${texts[5]}\n<div>\n\nNever closed.\n`);
    await writeFile(path.join(root, 'content/long/long-9.mdx'), (texts[9] ?? '').replace('#part-10', '#nowhere'));
    const failed = await cli(root, path.join(root, 'out-failed'));
    expect(failed.code).not.toBe(0);
    const expected = (await build({ root, write: false })).diagnostics.filter((d) => d.severity === 'error');
    // (long-4 links to an anchor of long-5, which has none once it does not compile.)
    expect(expected.map((d) => d.file)).toEqual(
      expect.arrayContaining(['content/long/long-5.mdx', 'content/long/long-9.mdx']),
    );
    for (const found of expected) expect(failed.stderr).toContain(`${found.file}:${found.line}:${found.column}`);
  });
});

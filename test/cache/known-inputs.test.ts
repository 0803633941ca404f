// The up-to-date check does not read again a file whose signature (device, inode, size, mtime and ctime) is the one
// the last check or build took once the file had settled (src/cache/site-inputs.ts statSignature): any write since
// changes the ctime, even one that keeps the size and puts the mtime back.
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type InputEntries, type InputHashes, upToDate } from '../../src/cache/build-stamp.js';
import { ReadAhead } from '../../src/cache/site-inputs.js';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture, edit } from '../helpers/sites.js';

/** A file written less than this before a check is read by the next check too (site-inputs.ts SETTLED_MS). */
const SETTLED_MS = 2_000;

async function build(root: string) {
  const { io, err } = captureIo();
  expect(await main(['node', 'helpdocs', 'build', '--root', root, '--cache-dir', 'cache'], io), err.join('\n')).toBe(0);
}

/** The check as the CLI runs it: whether out/ is up to date, and which Markdown files it read. */
async function check(root: string) {
  const readAhead = new ReadAhead();
  const options = { root, outOption: undefined, cacheDir: path.join(root, 'cache') };
  const hashes: InputHashes = new Map();
  const entries: InputEntries = new Map();
  const current = await upToDate(options, [], hashes, readAhead, entries);
  const read = (doc: string) => readAhead.take(path.join(root, 'content', doc)) !== undefined;
  return { upToDate: current !== undefined, read };
}

describe('inputs known from the last check', { timeout: 120_000 }, () => {
  it('are not read again while their signature holds; any write is seen', async () => {
    const root = await copyFixture('site-mini');
    await sleep(SETTLED_MS + 100);
    await build(root);
    const quiet = await check(root);
    expect(quiet.upToDate).toBe(true);
    expect(quiet.read('guia/index.md')).toBe(false);
    expect(quiet.read('index.md')).toBe(false);

    // The same size, the mtime put back (as `cp -p` or `touch -r` would): the ctime still moved.
    const doc = path.join(root, 'content/guia/index.md');
    const before = await stat(doc);
    await writeFile(doc, (await readFile(doc, 'utf8')).replace('Texto da visão geral.', 'Texto da visão GERAL.'));
    await utimes(doc, before.atime, before.mtime);
    expect((await stat(doc)).size).toBe(before.size);
    const edited = await check(root);
    expect(edited.upToDate).toBe(false);
    expect(edited.read('guia/index.md')).toBe(true);
    expect(edited.read('index.md')).toBe(false);
  });

  it('are read again while they have not settled: a file written just before the build', async () => {
    const root = await copyFixture('site-mini');
    await sleep(SETTLED_MS + 100);
    await writeFile(path.join(root, 'content/index.md'), '---\ntitle: Início\n---\n\nAcabou de mudar.\n');
    await build(root);
    const next = await check(root);
    expect(next.upToDate).toBe(true);
    expect(next.read('index.md')).toBe(true);
    expect(next.read('guia/index.md')).toBe(false);
  });

  it('are written by a one-doc rebuild once many more can be signed than the full build could', async () => {
    const root = await copyFixture('site-mini');
    await mkdir(path.join(root, 'static/extra'), { recursive: true });
    for (let i = 0; i < 20; i++) await writeFile(path.join(root, `static/extra/${i}.txt`), `${i}\n`);
    // Every file is too recent for the full build to sign; the rebuild after the edit can sign them.
    await build(root);
    await sleep(SETTLED_MS + 100);
    await edit(root, 'content/guia/index.md', 'Texto da visão geral.', 'Texto da visão geral, agora.');
    const { io, err } = captureIo();
    expect(await main(['node', 'helpdocs', 'build', '--root', root, '--cache-dir', 'cache', '--verbose'], io)).toBe(0);
    expect(err.join('\n')).toContain('only content/guia/index.md changed, in its text alone');
    const next = await check(root);
    expect(next.upToDate).toBe(true);
    expect(next.read('index.md')).toBe(false);
    expect(next.read('guia/index.md')).toBe(true);
  });
});

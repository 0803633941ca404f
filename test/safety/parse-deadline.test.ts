// The per-doc parse deadline and SIGTERM mid-parse. The slow doc stays under every fixed bound
// (5,000 marks per paragraph) and parses for seconds; the caps are generous guards against a hang,
// never timing budgets.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/core/model.js';
import { createStrings } from '../../src/core/strings.js';
import { within } from '../../src/parse/deadline.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseBodyWithin } from '../../src/parse/parse-body.js';
import { WORKER_THRESHOLD } from '../../src/parse/pool.js';
import { edit, repoRoot } from '../helpers/sites.js';
import { fixtureSites, helpdocs, snapshot } from './helpers.js';

const sites = fixtureSites();
const run = promisify(execFile);
const cli = path.join(repoRoot, 'bin/helpdocs.js');
const CAP = 120_000;

/** About 0.1 s of parsing per paragraph here: 4,998 marks each, just under the per-paragraph bound. */
const slowMarkdown = (paragraphs: number) => `# Lento\n\n${`${'*a**'.repeat(1666)}\n\n`.repeat(paragraphs)}`;

/** site-mini with `content/lento.md` and the given `limits.parseSeconds`. */
async function slowSite(paragraphs: number, seconds: number): Promise<string> {
  const root = await sites.copy();
  await writeFile(path.join(root, 'content/lento.md'), slowMarkdown(paragraphs));
  await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR',", `locale: 'pt-BR', limits: { parseSeconds: ${seconds} },`);
  return root;
}

async function built(root: string, out: string): Promise<{ code: number; err: string }> {
  try {
    const { stderr } = await run(process.execPath, [cli, 'build', '--root', root, '--out', out], { timeout: CAP });
    return { code: 0, err: stderr };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, err: failure.stderr };
  }
}

describe('a per-doc parse deadline', () => {
  it('within() stops synchronous code where it stands', { timeout: CAP }, () => {
    expect(within(50, () => 7)).toBe(7);
    let turns = 0;
    expect(
      within(100, () => {
        for (;;) turns++;
      }),
    ).toBeUndefined();
    expect(turns).toBeGreaterThan(0);
    expect(within(50, () => 'again')).toBe('again');
  });

  it('a doc past it gives undefined, one within it its body', { timeout: CAP }, async () => {
    const pipeline = createPipeline(createStrings('pt-BR'));
    const table = { base: '/manual/', routeOf: () => undefined };
    const source = (text: string) =>
      ({ path: 'content/lento.md', contentPath: 'lento.md', text, hash: '1' }) as SourceFile;
    expect(await parseBodyWithin(pipeline, source(slowMarkdown(100)), table, 200)).toBeUndefined();
    const quick = await parseBodyWithin(pipeline, source('Texto *rápido*.'), table, 5_000);
    expect(quick?.body.html).toBe('<p>Texto <em>rápido</em>.</p>');
  });

  it('in this thread: the doc is an error at 1:1, the others are built and checked', { timeout: CAP }, async () => {
    const root = await slowSite(100, 0.3);
    // A broken link in a doc parsed after the slow one: it is still reported.
    await writeFile(path.join(root, 'content/zz-depois.md'), '# Depois\n\n[quebrado](./nao-existe.md)\n');
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).not.toBe(0);
    expect(err).toMatch(/content\/lento\.md:1:1.*0\.3 s \(limits\.parseSeconds\)/);
    expect(err).toContain('parse-deadline');
    expect(err).toMatch(/content\/zz-depois\.md:3:1/);
  });

  it('an .mdx doc is held to it too: its parse, and its own code as it renders', { timeout: CAP }, async () => {
    const root = await slowSite(0, 0.3);
    await writeFile(path.join(root, 'content/lento.mdx'), slowMarkdown(100));
    // MDX is code: an export that never returns would otherwise hold the build forever.
    await writeFile(
      path.join(root, 'content/laco.mdx'),
      '# Laço\n\nexport const x = (() => { for (;;) {} })();\n\nTexto.\n',
    );
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).not.toBe(0);
    expect(err).toMatch(/content\/lento\.mdx:1:1.*0\.3 s \(limits\.parseSeconds\)/);
    expect(err).toMatch(/content\/laco\.mdx:1:1.*0\.3 s \(limits\.parseSeconds\)/);
  });

  it('compiled CLI, small site: the doc goes to a worker of its own, held to the deadline', {
    timeout: CAP,
  }, async () => {
    const root = await slowSite(100, 1);
    const { code, err } = await built(root, path.join(root, 'out'));
    expect(code).toBe(1);
    expect(err).toMatch(/content\/lento\.md:1:1.*1 s \(limits\.parseSeconds\)/);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('compiled CLI, large site: the parse workers report it too', { timeout: CAP }, async () => {
    const root = await slowSite(100, 0.5);
    await mkdir(path.join(root, 'content/muitas'));
    for (let i = 0; i < WORKER_THRESHOLD; i++)
      await writeFile(path.join(root, `content/muitas/p${i}.md`), `# Página ${i}\n\nTexto ${i}.\n`);
    const { code, err } = await built(root, path.join(root, 'out'));
    expect(code).toBe(1);
    expect(err).toMatch(/content\/lento\.md:1:1.*0\.5 s \(limits\.parseSeconds\)/);
    expect(err.match(/ parse-deadline$/gm)?.length).toBe(1);
  });
});

describe('a signal while a doc is being parsed', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    it(`${signal} ends the build at once; out/ stays as it was`, { timeout: CAP }, async () => {
      const root = await sites.copy();
      const out = path.join(root, 'out');
      expect((await built(root, out)).code).toBe(0);
      const before = await snapshot(out);
      const beside = (await readdir(root)).sort();
      // About 100 s of parsing, and a deadline far beyond it.
      await writeFile(path.join(root, 'content/lento.md'), slowMarkdown(1_000));
      await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR',", "locale: 'pt-BR', limits: { parseSeconds: 3600 },");
      const child = spawn(process.execPath, [cli, 'build', '--root', root, '--out', out], { stdio: 'ignore' });
      const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.on('exit', (code, by) => resolve([code, by])),
      );
      try {
        // The lock is taken as writing starts, while the docs before lento.md parse in a few milliseconds.
        while (!existsSync(path.join(root, '.helpdocs-lock-out'))) await new Promise((wait) => setTimeout(wait, 50));
        await new Promise((wait) => setTimeout(wait, 1_500));
        expect(child.exitCode).toBeNull();
        const sent = Date.now();
        child.kill(signal);
        const [code, by] = await ended;
        expect(Date.now() - sent).toBeLessThan(5_000);
        expect(by === signal || (code !== null && code !== 0)).toBe(true);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      expect((await readdir(root)).sort()).toEqual(beside);
      expect(await snapshot(out)).toEqual(before);
    });
});

describe('an .mdx doc whose code never settles', () => {
  it('an async export that loops on promise jobs is stopped at the deadline; the build ends', {
    timeout: CAP,
  }, async () => {
    const root = await slowSite(0, 0.3);
    await writeFile(
      path.join(root, 'content/promessa.mdx'),
      '# Promessa\n\nexport const p = (async () => { while (true) await null; })();\n\nTexto.\n',
    );
    // The CLI from source, in a process of its own: a loop of promise jobs would hold this one too.
    const cli = JSON.stringify(path.join(repoRoot, 'src/cli.ts'));
    const launch = `const { main } = await import(${cli}); process.exitCode = await main(process.argv);`;
    const { code, err } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', launch, 'helpdocs', 'build', '--root', root],
      { timeout: 60_000, killSignal: 'SIGKILL', cwd: repoRoot },
    ).then(
      ({ stderr }) => ({ code: 0, err: stderr }),
      (error: { code: number | null; stderr: string }) => ({ code: error.code, err: error.stderr }),
    );
    expect(code).toBe(1);
    expect(err).toMatch(/content\/promessa\.mdx:1:1.*0\.3 s \(limits\.parseSeconds\)/);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});

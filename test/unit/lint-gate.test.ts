import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm test` starts with `npm run lint` (biome ci): these cases show that gate fails on what it should,
// in a temporary copy of the project's Biome config, so the tree itself is never touched.
const repo = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repo, 'node_modules/.bin/biome');
const dirs: string[] = [];

function lintTree(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'helpdocs-lint-'));
  dirs.push(dir);
  copyFileSync(path.join(repo, 'biome.jsonc'), path.join(dir, 'biome.jsonc'));
  copyFileSync(path.join(repo, '.gitignore'), path.join(dir, '.gitignore'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const run = spawnSync(biome, ['ci', '--colors=off', '--error-on-warnings', '.'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const clean = 'export function add(a: number, b: number): number {\n  return a + b;\n}\n';

describe('the lint and format gate of npm test', () => {
  it('passes a file that is formatted and clean', () => {
    expect(lintTree({ 'src/add.ts': clean })).toMatchObject({ status: 0 });
  });

  it('fails on a file that is not formatted', () => {
    const result = lintTree({ 'src/add.ts': clean, 'src/spaced.ts': 'export const a  =  "x"\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/src\/spaced\.ts format/);
  });

  it('fails on the bugs the linter is there for: a floating promise, ==, an unused import, any, x!', () => {
    const code = [
      "import { readFile } from 'node:fs/promises';",
      '',
      'async function save(): Promise<void> {}',
      'export function check(value: number, list: number[], raw: any): boolean {',
      '  save();',
      '  return value == list[0]! && raw;',
      '}',
      '',
    ].join('\n');
    const result = lintTree({ 'src/bugs.ts': code });
    expect(result.status).not.toBe(0);
    for (const rule of [
      'lint/nursery/noFloatingPromises',
      'lint/suspicious/noDoubleEquals',
      'lint/correctness/noUnusedImports',
      'lint/suspicious/noExplicitAny',
      'lint/style/noNonNullAssertion',
    ])
      expect(result.output).toContain(rule);
  });

  it('fails on an import circle, type-only imports included', () => {
    const result = lintTree({
      'src/a.ts': "import type { B } from './b.js';\n\nexport interface A {\n  b: B;\n}\n",
      'src/b.ts': "import type { A } from './a.js';\n\nexport interface B {\n  a: A;\n}\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('lint/suspicious/noImportCycles');
  });
});

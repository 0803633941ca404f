import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Biome wraps code at 120 columns but leaves long string literals, template literals, JSX attribute
 * strings and comments as they are; this keeps them within the same width. Width is counted in
 * characters (code points), as Biome counts it, not in bytes.
 */
const MAX_WIDTH = 120;
const FOLDERS = ['src', 'templates', 'test', 'bench', 'scripts', 'docs'];
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Inputs and outputs of tests and benchmarks, not our code. */
const EXCLUDED = [
  'docs/out',
  'test/fixtures',
  'test/golden',
  'bench/corpus',
  'bench/.work',
  'bench/anchors/docusaurus',
  // What the Rspress and Starlight anchor sites build; their configs are still checked.
  'bench/anchors/rspress/doc_build',
  'bench/anchors/starlight/dist',
  'bench/anchors/starlight/.astro',
];

const repoRoot = path.resolve(import.meta.dirname, '../..');

function codeFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.name === 'node_modules' || EXCLUDED.includes(relative)) continue;
    if (entry.isDirectory()) files.push(...codeFiles(relative));
    else if (entry.isFile() && CODE.test(entry.name)) files.push(relative);
  }
  return files;
}

function longLines(folders: readonly string[] = FOLDERS): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap(codeFiles)) {
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split(/\r?\n/)
      .forEach((line, i) => {
        const width = [...line].length;
        if (width > MAX_WIDTH) found.push(`${file}:${i + 1}: ${width} characters`);
      });
  }
  return found;
}

describe('line width', () => {
  it(`keeps every line of ${FOLDERS.join(', ')} within ${MAX_WIDTH} characters`, () => {
    expect(longLines()).toEqual([]);
  });

  it('looks at the code it should', () => {
    const files = FOLDERS.flatMap(codeFiles);
    expect(files).toContain('src/cli.ts');
    expect(files).toContain('templates/DocPage.tsx');
    expect(files).toContain('scripts/compile.mjs');
    expect(files).toContain('test/unit/line-width.test.ts');
    expect(files.some((file) => EXCLUDED.some((folder) => file.startsWith(`${folder}/`)))).toBe(false);
  });
});

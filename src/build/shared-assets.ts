// Content files (images) keep their path under the locale's base, so two docs versions with
// `img/x.png` publish one file: the first doc set's (the last version's), said in a warning when
// the versions' copies differ.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../core/model.js';

/** Published paths (`/fr/img/x.png`) → the file each was copied from, across a build's doc sets. */
export type WrittenAssets = Map<string, string>;

export async function firstCopies(
  root: string,
  base: string,
  assets: ReadonlySet<string>,
  sourcePathOf: (file: string) => string,
  written: WrittenAssets,
): Promise<{ assets: Set<string>; diagnostics: Diagnostic[] }> {
  const kept = new Set<string>();
  const differing: Array<{ source: string; first: string }> = [];
  for (const file of assets) {
    const source = sourcePathOf(file);
    const first = written.get(`${base}${file}`);
    if (first === undefined) {
      written.set(`${base}${file}`, source);
      kept.add(file);
    } else if (first !== source && !(await sameBytes(root, first, source))) differing.push({ source, first });
  }
  const [one] = differing;
  if (!one) return { assets: kept, diagnostics: [] };
  const diagnostics: Diagnostic[] = [
    {
      severity: 'warning',
      file: one.source,
      line: 1,
      column: 1,
      message:
        `${differing.length} file(s) of this docs version have the published path of another version's file ` +
        `with other contents: its pages show the other copy (${one.first})`,
      ruleId: 'version-file-shared',
      hint: 'give the file a new name in the version that changed it',
    },
  ];
  return { assets: kept, diagnostics };
}

async function sameBytes(root: string, a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([readFile(path.join(root, a)), readFile(path.join(root, b))]);
  return left.equals(right);
}

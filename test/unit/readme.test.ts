// The README is the first screen: at most 200 lines, and each of its links into the repository (the
// docs site's pages among them) leads to a file that exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/sites.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('links only to files that exist', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target!)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target) => !existsSync(path.join(repoRoot, target)))).toEqual([]);
  });
});

// childPath (src/core/child-path.ts): what path.join gives for a clean folder and a listed name, without its work.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childPath } from '../../src/core/child-path.js';

describe('childPath', () => {
  it('joins as path.join does, the root folder included', () => {
    for (const [dir, name] of [
      ['/site/content', 'guia'],
      ['/site/content/guia', 'instalação.md'],
      ['/', 'site'],
      ['relative/folder', '.hidden'],
    ] as const)
      expect(childPath(dir, name)).toBe(path.join(dir, name));
  });
});

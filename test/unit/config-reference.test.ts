import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configReference, withReference } from '../../src/core/config-reference.js';
import { repoRoot } from '../helpers/sites.js';

describe('the README config reference', () => {
  it('describes every key of the schema, with its type', () => {
    const rows = configReference();
    expect(rows.filter((row) => row.description === '').map((row) => row.key)).toEqual([]);
    expect(rows.find((row) => row.key === 'markdown.remarkPlugins')).toMatchObject({
      type: '(function \\| [function, unknown])[]',
      default: '[]',
    });
    expect(rows.find((row) => row.key === 'base')).toMatchObject({ type: 'string', default: '"/"' });
    expect(rows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['csp.img-src', 'navbar.items[].docId', 'videos.<name>.youtube', 'logo.srcDark']),
    );
  });

  it('is up to date in README.md (npm run docs:config)', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    expect(withReference(readme), 'run npm run docs:config').toBe(readme);
  });
});

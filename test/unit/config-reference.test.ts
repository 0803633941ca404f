import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { configReference, referenceTable } from '../../src/core/config-reference.js';
import { docsRoot } from '../helpers/docs-site.js';

describe('the config reference', () => {
  it('describes every key of the schema, with its type', () => {
    const rows = configReference();
    expect(rows.filter((row) => row.description === '').map((row) => row.key)).toEqual([]);
    expect(rows.find((row) => row.key === 'markdown.remarkPlugins')).toMatchObject({
      type: '(function \\| [function, unknown] \\| object)[]',
      default: '[]',
    });
    expect(rows.find((row) => row.key === 'base')).toMatchObject({ type: 'string', default: '"/"' });
    expect(rows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['csp.img-src', 'navbar.items[].docId', 'videos.<name>.youtube', 'logo.srcDark']),
    );
    expect(referenceTable().split('\n')).toHaveLength(rows.length + 2);
  });

  it('is made from the schema when the docs site is built: every key on the config page', async () => {
    const result = await build({ root: docsRoot, write: false });
    const page = result.files.find((file) => file.path === 'reference/config/index.html');
    // The text of the page's code elements, with the entities for < and > read back.
    const codes = new Set(
      [...String(page?.contents ?? '').matchAll(/<code>([^<]*)<\/code>/g)].map(([, text]) =>
        text!.replace(/&#x3C;|&lt;/g, '<').replace(/&gt;/g, '>'),
      ),
    );
    const missing = configReference()
      .map((row) => row.key)
      .filter((key) => !codes.has(key));
    expect(missing).toEqual([]);
  }, 120_000);
});

// A site's module run at build time sees import.meta.url as its file's URL, as under Node and webpack's server
// build: `new URL('/x.wasm', import.meta.url)` at a module's top level (a wasm loader's) no longer throws
// 'Invalid URL', which left a doc and a page undrawn.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

describe("a site module's import.meta.url", () => {
  it("is its file's URL in docs and React pages", async () => {
    const result = await build({ root: `${fixtures}docusaurus-module-url`, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents);
    expect(html('docs/where/index.html')).toContain('<b>file: true</b>');
    expect(html('where/index.html')).toContain('<b>file: true</b>');
  }, 60_000);
});

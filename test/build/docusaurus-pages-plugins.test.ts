// The docs' remarkPlugins are the docs plugin's (preset-classic gives `docs` to plugin-content-docs); the pages
// plugin compiles src/pages with its own, none by default (plugin-content-pages options.js, DEFAULT_OPTIONS).
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

describe("the docs' remark plugins", () => {
  it('run on the docs and not on the Markdown and MDX pages of src/pages', async () => {
    const result = await build({ root: `${fixtures}docusaurus-pages-plugins`, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents);
    expect(html('docs/intro/index.html')).toContain('Added by the docs plugin.');
    expect(html('about/index.html')).toContain('A Markdown page.');
    expect(html('about/index.html')).not.toContain('Added by the docs plugin.');
    expect(html('hello/index.html')).toContain('An MDX page.');
    expect(html('hello/index.html')).not.toContain('Added by the docs plugin.');
  }, 60_000);
});

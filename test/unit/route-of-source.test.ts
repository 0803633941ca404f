import { describe, expect, it } from 'vitest';
import { routeOfSource } from '../../src/load/doc-header.js';
import { parseFrontMatter } from '../../src/load/frontmatter.js';
import { docSlugFromFolder, routeFromId } from '../../src/core/routes.js';
import type { SourceFile } from '../../src/core/model.js';

const source = (text: string): SourceFile => ({
  path: 'content/guia/passo.md',
  contentPath: 'guia/passo.md',
  text,
  hash: text,
});
/** What the full front matter parse says the route is. */
const parsedRoute = (text: string) => {
  const slug = parseFrontMatter('content/guia/passo.md', text).data.slug;
  return routeFromId('/manual/', 'guia/passo', slug === undefined ? undefined : docSlugFromFolder(slug, 'guia/passo'));
};
const PATH_ROUTE = '/manual/guia/passo/';

/** routeOfSource skips the YAML parse when a front matter cannot name a slug; the route must not change. */
describe('routeOfSource', () => {
  it('takes the route from the path when the front matter names no slug', () => {
    for (const text of [
      '---\ntitle: Passo\n---\n\nTexto com slug: no corpo.\n',
      '# Sem front matter\n\nslug: nada\n',
      '--- \nslug: /nao-e-front-matter\n---\n',
    ]) {
      expect(routeOfSource('/manual/', source(text))).toBe(PATH_ROUTE);
      expect(parsedRoute(text)).toBe(PATH_ROUTE);
    }
  });

  it('takes the slug in any YAML form: plain, quoted, escaped, in a flow mapping, with CRLF', () => {
    for (const text of [
      '---\nslug: /outro\n---\n',
      '---\n"slug": vizinho\n---\n',
      '---\n"\\x73lug": /escapado\n---\n',
      '---\r\n{ title: x, slug: /fluxo }\r\n---\r\n',
    ]) {
      expect(routeOfSource('/manual/', source(text))).toBe(parsedRoute(text));
      expect(routeOfSource('/manual/', source(text))).not.toBe(PATH_ROUTE);
    }
  });

  it("reads a slug without a leading / from the doc's folder, as Docusaurus does", () => {
    const at = (contentPath: string, slug: string) =>
      routeOfSource('/docs/', {
        path: `docs/${contentPath}`,
        contentPath,
        text: `---\nslug: ${slug}\n---\n`,
        hash: slug,
      });
    // Redux's tutorials index (`slug: index`) is /tutorials/index, where its `./essentials/…` links lead.
    expect(at('tutorials/tutorials-index.md', 'index')).toBe('/docs/tutorials/index/');
    expect(at('tutorials/intro.md', 'getting-started/first')).toBe('/docs/tutorials/getting-started/first/');
    // Number prefixes of the folders are left out, as in ids; a root doc's slug is from the root.
    expect(at('01-guides/02-setup.md', 'install')).toBe('/docs/guides/install/');
    expect(at('intro.md', 'start')).toBe('/docs/start/');
    // A slug from the root, and an empty one, as before.
    expect(at('tutorials/intro.md', '/start')).toBe('/docs/start/');
    expect(at('tutorials/intro.md', '/')).toBe('/docs/');
  });
});

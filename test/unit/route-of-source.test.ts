import { describe, expect, it } from 'vitest';
import { routeOfSource } from '../../src/load/doc-header.js';
import { parseFrontMatter } from '../../src/load/frontmatter.js';
import { routeFromId } from '../../src/core/routes.js';
import type { SourceFile } from '../../src/core/model.js';

const source = (text: string): SourceFile => ({
  path: 'content/guia/passo.md',
  contentPath: 'guia/passo.md',
  text,
  hash: text,
});
/** What the full front matter parse says the route is. */
const parsedRoute = (text: string) =>
  routeFromId('/manual/', 'guia/passo', parseFrontMatter('content/guia/passo.md', text).data.slug);
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
});

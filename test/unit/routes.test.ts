import { describe, expect, it } from 'vitest';
import {
  docIdFromPath,
  htmlAliasOfRoute,
  linkOfRoute,
  outputPathOfRoute,
  resolveContentLink,
  routeFromId,
  routeFromSitePath,
} from '../../src/core/routes.js';

describe('routes', () => {
  it('derives ids and routes like Docusaurus', () => {
    expect(docIdFromPath('usuario/modulos/vendas/analise/funil.md')).toBe('usuario/modulos/vendas/analise/funil');
    expect(routeFromId('/manual/', 'usuario/modulos/vendas/analise/funil')).toBe(
      '/manual/usuario/modulos/vendas/analise/funil/',
    );
    expect(routeFromId('/manual/', 'usuario/modulos/clientes/index')).toBe('/manual/usuario/modulos/clientes/');
    expect(routeFromId('/manual/', 'index')).toBe('/manual/');
    expect(routeFromId('/manual/', 'ajuda/x', '/outro/caminho')).toBe('/manual/outro/caminho/');
  });

  it('maps routes onto out/ and their .html aliases', () => {
    expect(outputPathOfRoute('/manual/ajuda/x/')).toBe('manual/ajuda/x/index.html');
    expect(outputPathOfRoute('/manual/')).toBe('manual/index.html');
    expect(htmlAliasOfRoute('/manual/ajuda/x/')).toBe('manual/ajuda/x.html');
    expect(htmlAliasOfRoute('/manual/')).toBe('manual.html');
    // The root's .html form is /index.html, the page itself.
    expect(htmlAliasOfRoute('/')).toBeUndefined();
    expect(routeFromSitePath('/manual/', '/usuario/x')).toBe('/manual/usuario/x/');
  });

  it('writes pages as x.html files, linked without their last /, where the site says trailingSlash: false', () => {
    expect(outputPathOfRoute('/manual/ajuda/x/', 'html', '/manual/')).toBe('manual/ajuda/x.html');
    expect(outputPathOfRoute('/manual/', 'html', '/manual/')).toBe('manual/index.html');
    expect(outputPathOfRoute('/', 'html', '/')).toBe('index.html');
    expect(outputPathOfRoute('/docs/', 'html', '/')).toBe('docs.html');
    expect(htmlAliasOfRoute('/manual/ajuda/x/', 'html', '/manual/')).toBe('manual/ajuda/x/index.html');
    expect(htmlAliasOfRoute('/manual/', 'html', '/manual/')).toBeUndefined();
    expect(linkOfRoute('/manual/ajuda/x/', 'html', '/manual/')).toBe('/manual/ajuda/x');
    expect(linkOfRoute('/manual/ajuda/x/#passo-2', 'html', '/manual/')).toBe('/manual/ajuda/x#passo-2');
    expect(linkOfRoute('/manual/busca/?q=a/', 'html', '/manual/')).toBe('/manual/busca?q=a/');
    expect(linkOfRoute('/manual/', 'html', '/manual/')).toBe('/manual/');
    expect(linkOfRoute('/', 'html', '/')).toBe('/');
    expect(linkOfRoute('/manual/img/a.png', 'html', '/manual/')).toBe('/manual/img/a.png');
    expect(linkOfRoute('/manual/ajuda/x/', 'folder', '/manual/')).toBe('/manual/ajuda/x/');
  });

  it('resolves relative .md links and refuses to leave content/', () => {
    expect(resolveContentLink('usuario/modulos/a/b.md', '../c/d.md')).toBe('usuario/modulos/c/d.md');
    expect(resolveContentLink('usuario/a.md', './b.md')).toBe('usuario/b.md');
    expect(resolveContentLink('a.md', '../../etc/passwd.md')).toBeUndefined();
  });
});

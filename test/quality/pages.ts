// The help centre's page types, as the quality gates visit them. Tests check that each page still
// shows what it was picked for (a table, the video…), so a content change cannot empty a gate.

export const PAGES = {
  home: '/manual/',
  /** A doc page with a table, admonitions and highlighted code. */
  doc: '/manual/usuario/modulos/vendas/analise/funil/',
  video: '/manual/implantacao/video/video-implantacao-completa/',
  notFound: '/manual/nao-existe/',
  tags: '/manual/tags/',
  tag: '/manual/tags/acesso/',
  search: '/manual/busca/?q=senha',
  /** A moved page (redirects.json) and where it leads. */
  stub: '/manual/usuario/modulos/acompanhamento/dia/',
  stubTarget: '/manual/usuario/modulos/acompanhamento/resumo/dia/',
} as const;

/** The longest doc page of the help centre. */
export const LONG_DOC = '/manual/implantacao/integracao/integracao-padrao/arquivo-de-integracao/preenchendo-o-arquivo/';

export const LIGHTHOUSE_PAGES = [
  { name: 'home', route: PAGES.home },
  { name: 'long-doc', route: LONG_DOC },
  { name: 'not-found', route: PAGES.notFound },
];

/** Every page type a reader can land on (the stub sends them on, so it is listed apart). */
export const PAGE_TYPES: ReadonlyArray<[name: string, route: string]> = [
  ['home', PAGES.home],
  ['doc page', PAGES.doc],
  ['video page', PAGES.video],
  ['404', PAGES.notFound],
  ['tags index', PAGES.tags],
  ['tag page', PAGES.tag],
  ['search page', PAGES.search],
];

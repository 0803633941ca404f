// The Vértice help centre's 93 routes and three sidebars (ids, titles, sidebar labels, tags and
// nesting), so the small corpus has the real site's shape; the text itself is generated.
import { area, category, doc, type SiteSpec } from './model.js';

export const helpCentreSite: SiteSpec = {
  home: doc('index', 'Central de Ajuda do Vértice', ['primeiros passos']),
  areas: [
    area('ajudaSidebar', 'ajuda', [
      category('acesso-ao-sistema', 'Acesso ao sistema', [
        doc('alterar-a-senha', 'Alterar a senha', ['acesso', 'senha']),
        doc('contratar-mais-usuarios', 'Contratar mais usuários', ['usuários', 'financeiro']),
        doc('inativar-usuario', 'Inativar usuário', ['usuários', 'acesso']),
        doc('instalar-no-celular', 'Instalar no celular', ['instalação', 'aplicativo']),
        doc('instalar-no-computador', 'Instalar no computador', ['instalação', 'aplicativo']),
      ]),
      category('duvidas-frequentes', 'Dúvidas frequentes', [
        doc('clientes-nao-localizados', 'Clientes não localizados', ['dúvidas', 'clientes', 'mapas']),
        doc('erro-ao-abrir', 'Erro ao abrir o Vértice', ['dúvidas', 'erros', 'acesso'], 'Erro ao abrir'),
        doc('erro-ao-instalar', 'Erro ao instalar', ['dúvidas', 'erros', 'instalação', 'integrador']),
        doc('valores-incorretos', 'Valores diferentes do ERP', ['dúvidas', 'vendas', 'integração'], 'Valores incorretos'),
        doc('vendas-desatualizadas', 'Vendas desatualizadas', ['dúvidas', 'integração', 'vendas']),
      ]),
      category('financeiro', 'Financeiro', [
        doc('baixar-nota-e-boleto', 'Baixar nota fiscal e boleto', ['financeiro'], 'Baixar nota e boleto'),
      ]),
      category('suporte', 'Suporte', [
        doc('envio-de-log', 'Enviar o log do integrador ao suporte', ['suporte', 'integrador', 'log'], 'Envio de log'),
      ]),
    ]),
    area('implantacaoSidebar', 'implantacao', [
      category('video', 'Vídeo', [
        doc('video-implantacao-completa', 'Vídeo: implantação completa', ['implantação', 'vídeo'], 'Vídeo de implantação'),
      ]),
      category('inicio', 'Início', [
        doc('intro', 'Introdução à implantação', ['implantação', 'primeiros passos'], 'Introdução'),
        doc('instalando-o-integrador', 'Instalando o integrador', ['integrador', 'instalação', 'implantação']),
      ]),
      category('integracao', 'Integração', [
        doc('como-funciona', 'Como funciona a integração', ['integração', 'integrador', 'implantação']),
        category('bling', 'Bling', [
          doc('introducao', 'Integração com o Bling', ['integração', 'bling'], 'Introdução'),
          doc('habilitando-a-integracao', 'Habilitando a integração com o Bling', ['integração', 'bling'], 'Habilitando a integração'),
          doc('baixando-as-vendas', 'Baixando as vendas do Bling', ['integração', 'bling', 'vendas'], 'Baixando as vendas'),
          doc('integrando-ao-vertice', 'Integrando o Bling ao Vértice', ['integração', 'bling'], 'Integrando ao Vértice'),
          doc('automatizando-a-integracao', 'Automatizando a integração com o Bling', ['integração', 'bling', 'automação'], 'Automatizando a integração'),
        ]),
        category('omie', 'Omie', [
          doc('introducao', 'Integração com o Omie', ['integração', 'omie'], 'Introdução'),
          doc('habilitando-a-integracao', 'Habilitando a integração com o Omie', ['integração', 'omie'], 'Habilitando a integração'),
          doc('baixando-as-vendas', 'Baixando as vendas do Omie', ['integração', 'omie', 'vendas'], 'Baixando as vendas'),
          doc('integrando-ao-vertice', 'Integrando o Omie ao Vértice', ['integração', 'omie'], 'Integrando ao Vértice'),
          doc('automatizando-a-integracao', 'Automatizando a integração com o Omie', ['integração', 'omie', 'automação'], 'Automatizando a integração'),
        ]),
        category('integracao-padrao', 'Integração padrão', [
          category('arquivo-de-integracao', 'Arquivo de integração', [
            doc('o-que-e', 'O que é o arquivo de integração', ['integração', 'arquivo'], 'O que é'),
            doc('escolhendo-um-formato', 'Escolhendo um formato', ['integração', 'arquivo']),
            doc('crie-um-arquivo', 'Crie um arquivo de integração', ['integração', 'arquivo'], 'Crie um arquivo'),
            doc('preenchendo-o-arquivo', 'Preenchendo o arquivo de integração', ['integração', 'arquivo'], 'Preenchendo o arquivo'),
          ]),
          category('banco-de-dados', 'Banco de dados', [
            doc('criando-um-banco-de-dados', 'Criando um banco de dados para a integração', ['integração', 'banco de dados'], 'Criando um banco de dados'),
            doc('configurando-a-integracao', 'Configurando a integração por banco de dados', ['integração', 'banco de dados'], 'Configurando a integração'),
            doc('mapeando-as-informacoes', 'Mapeando as informações', ['integração', 'banco de dados']),
            doc('integrando', 'Integrando os dados do banco ao Vértice', ['integração', 'banco de dados'], 'Integrando'),
            doc('observacoes', 'Observações sobre a integração por banco de dados', ['integração', 'banco de dados'], 'Observações'),
          ]),
          category('finalizando', 'Finalizando', [
            doc('automatizando', 'Automatizando a integração padrão', ['integração', 'automação'], 'Automatizando'),
            doc('customizar-nomes', 'Customizar nomes', ['integração', 'arquivo', 'banco de dados']),
          ]),
        ]),
      ]),
      category('manutencao', 'Manutenção', [
        doc('criacao-de-usuarios', 'Criação de usuários', ['usuários', 'implantação']),
        doc('adicionar-usuarios', 'Adicionar usuários', ['usuários']),
      ]),
    ]),
    area('usuarioSidebar', 'usuario', [
      category('inicio', 'Início', [
        doc('intro', 'Introdução ao manual do usuário', ['primeiros passos'], 'Introdução'),
        doc('o-que-e', 'O que é o Vértice', ['primeiros passos']),
        doc('como-funciona', 'Como o Vértice funciona', ['primeiros passos'], 'Como funciona'),
        doc('instalando', 'Instalando o Vértice', ['instalação', 'aplicativo', 'primeiros passos'], 'Instalando'),
      ]),
      category('modulos', 'Módulos', [
        doc('conhecendo-os-modulos', 'Conhecendo os módulos', ['primeiros passos', 'recursos']),
        category('acompanhamento', 'Acompanhamento', [
          doc('meta', 'Metas', ['acompanhamento', 'metas']),
          category('resumo', 'Resumo', [
            doc('dia', 'Resumo do dia', ['acompanhamento', 'vendas'], 'Dia'),
            doc('semana', 'Resumo da semana', ['acompanhamento', 'vendas'], 'Semana'),
            doc('mes', 'Resumo do mês', ['acompanhamento', 'metas'], 'Mês'),
            doc('ano', 'Resumo do ano', ['acompanhamento', 'vendas'], 'Ano'),
          ]),
        ], doc('index', 'Acompanhamento', ['acompanhamento', 'metas'], 'Visão geral')),
        category('clientes', 'Clientes', [
          doc('modulo-clientes', 'Lista de clientes', ['clientes', 'carteira']),
          category('aberturas-e-perdas', 'Aberturas e perdas', [
            doc('visao-geral', 'Aberturas e perdas: visão geral', ['clientes', 'carteira'], 'Visão geral'),
            doc('clientes-abertos', 'Clientes abertos', ['clientes']),
            doc('historico-de-aberturas', 'Histórico de aberturas', ['clientes', 'representantes']),
            doc('historico-de-clientes', 'Histórico de clientes', ['clientes', 'carteira']),
            doc('movimentacao', 'Movimentação da carteira', ['clientes', 'carteira'], 'Movimentação'),
            doc('risco-de-perda', 'Risco de perda', ['clientes', 'carteira']),
          ]),
          category('classificacao', 'Classificação', [
            doc('atividade-carteira', 'Atividade da carteira', ['clientes', 'carteira', 'indicadores']),
            doc('avaliacao', 'Avaliação de clientes', ['clientes', 'indicadores'], 'Avaliação'),
            doc('curva-abc', 'Curva ABC de clientes', ['clientes', 'curva abc'], 'Curva ABC'),
            doc('frequencia-de-compras', 'Frequência de compras', ['clientes', 'carteira']),
          ]),
        ], doc('index', 'Clientes', ['clientes', 'carteira'], 'Visão geral')),
        category('geomarketing', 'Geomarketing', [
          doc('cidades', 'Cidades', ['geomarketing', 'clientes']),
          doc('indicadores-socioeconomicos', 'Indicadores socioeconômicos', ['geomarketing', 'indicadores']),
          category('mapas', 'Mapas', [
            doc('mapa-de-atividade', 'Mapa de atividade', ['geomarketing', 'mapas', 'clientes']),
            doc('mapa-de-calor', 'Mapa de calor', ['geomarketing', 'mapas', 'vendas']),
            doc('mapa-de-curva-abc', 'Mapa de curva ABC', ['geomarketing', 'mapas', 'curva abc']),
            doc('mapa-de-representantes', 'Mapa de representantes', ['geomarketing', 'mapas', 'representantes']),
          ]),
        ], doc('index', 'Geomarketing', ['geomarketing', 'mapas'], 'Visão geral')),
        category('produtos', 'Produtos', [
          doc('cobertura-de-clientes', 'Cobertura de clientes', ['produtos', 'clientes', 'indicadores']),
          doc('fidelizacao', 'Fidelização', ['produtos', 'clientes', 'indicadores']),
        ], doc('index', 'Produtos', ['produtos', 'curva abc'], 'Visão geral')),
        category('representantes', 'Representantes', [
          doc('representantes-modulo', 'Lista de representantes', ['representantes']),
          doc('atendimentos-e-vendas', 'Atendimentos e vendas', ['representantes', 'vendas', 'indicadores']),
          doc('avaliacao-de-representantes', 'Avaliação de representantes', ['representantes', 'indicadores']),
          doc('painel-de-performance', 'Painel de performance', ['representantes', 'indicadores']),
        ], doc('index', 'Representantes', ['representantes'], 'Visão geral')),
        category('vendas', 'Vendas', [
          doc('pedidos', 'Pedidos', ['vendas', 'pedidos']),
          category('analise', 'Análise', [
            doc('funil', 'Funil de vendas', ['vendas', 'pedidos', 'indicadores'], 'Funil'),
            doc('ranking', 'Ranking', ['vendas', 'representantes', 'relatórios']),
            doc('relatorio-de-vendas', 'Relatório de vendas', ['vendas', 'relatórios']),
            doc('tabela-dinamica', 'Tabela dinâmica', ['vendas', 'relatórios']),
            doc('valores-totais', 'Valores totais', ['vendas', 'indicadores']),
          ]),
          category('historico', 'Histórico', [
            doc('comparacao-de-periodos', 'Comparação de períodos', ['vendas', 'relatórios']),
            doc('evolucao-de-vendas', 'Evolução de vendas', ['vendas', 'relatórios']),
            doc('evolucao-detalhada', 'Evolução detalhada', ['vendas', 'relatórios']),
          ]),
        ], doc('index', 'Vendas', ['vendas'], 'Visão geral')),
      ]),
      category('recursos', 'Recursos', [
        doc('compartilhamento', 'Compartilhamento', ['compartilhamento', 'recursos']),
        doc('kpis', 'KPIs', ['indicadores', 'recursos']),
        doc('painel-de-cliente', 'Painel de cliente', ['clientes', 'recursos']),
        doc('pesquisa', 'Pesquisa', ['pesquisa', 'recursos']),
        doc('previsao', 'Previsão de vendas', ['previsão', 'recursos', 'vendas'], 'Previsão'),
      ]),
    ]),
  ],
  // The old routes that moved when the summaries got their own folder, and one that had a typo.
  redirects: [
    { from: '/usuario/modulos/acompanhamento/dia', to: '/usuario/modulos/acompanhamento/resumo/dia' },
    { from: '/usuario/modulos/acompanhamento/semana', to: '/usuario/modulos/acompanhamento/resumo/semana' },
    { from: '/usuario/modulos/acompanhamento/mes', to: '/usuario/modulos/acompanhamento/resumo/mes' },
    { from: '/usuario/modulos/acompanhamento/ano', to: '/usuario/modulos/acompanhamento/resumo/ano' },
    { from: '/usuario/modulos/clientes/comportamento/fidelizacao', to: '/usuario/modulos/produtos/fidelizacao' },
    { from: '/usuario/modulos/produtos/cobertura-de-clienres', to: '/usuario/modulos/produtos/cobertura-de-clientes' },
  ],
};

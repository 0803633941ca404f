// A tiny search store shaped like the help centre's, for engine tests that need no build.
import type { SearchStore } from '../../src/search/store.js';

export const smallStore: SearchStore = {
  pages: [
    {
      title: 'Alterar a senha',
      route: '/manual/ajuda/alterar-a-senha/',
      crumbs: ['Acesso ao sistema'],
      description: 'Como trocar a senha e criar uma nova.',
    },
    {
      title: 'Relatório de vendas',
      route: '/manual/usuario/relatorio/',
      crumbs: ['Módulos', 'Vendas'],
      description: 'O relatório detalhado de notas.',
    },
    {
      title: 'Instalando o integrador',
      route: '/manual/implantacao/integrador/',
      crumbs: ['Início'],
      description: 'Instalação do serviço no Windows.',
    },
    {
      title: 'Mapa de calor',
      route: '/manual/usuario/mapa/',
      crumbs: ['Geomarketing'],
      description: 'Onde o faturamento se concentra.',
    },
  ],
  sections: [
    { page: 0, anchor: '', heading: '', text: 'Esta página mostra como trocar a sua senha.' },
    {
      page: 0,
      anchor: 'esqueci-minha-senha',
      heading: 'Esqueci minha senha',
      text: 'Clique em Esqueci minha senha na tela de entrada e siga o e-mail.',
    },
    {
      page: 0,
      anchor: 'regras-da-senha',
      heading: 'Regras da senha',
      text: 'Ter no mínimo 8 caracteres, uma letra e um número.',
    },
    { page: 1, anchor: '', heading: '', text: 'O relatório lista notas e itens vendidos, com exportação para Excel.' },
    { page: 1, anchor: 'exportar', heading: 'Exportar', text: 'Baixe o relatório em XLSX, CSV ou PDF.' },
    { page: 2, anchor: '', heading: '', text: 'O integrador lê os dados do ERP.' },
    {
      page: 2,
      anchor: 'instalar-passo-a-passo',
      heading: 'Instalar passo a passo',
      text: 'Execute o instalador como administrador e siga o assistente de instalação.',
    },
    { page: 3, anchor: '', heading: '', text: 'O mapa pinta as regiões conforme o faturamento.' },
    {
      page: 3,
      anchor: 'como-ler-as-cores',
      heading: 'Como ler as cores',
      text: 'Vermelho é onde mais se vende; azul, onde quase não se vende.',
    },
  ],
};

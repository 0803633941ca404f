import { defineConfig } from 'helpdocs';

export default defineConfig({
  title: 'Central de Ajuda',
  tagline: 'Documentação oficial',
  url: 'https://ajuda.vertice.example',
  base: '/manual/',
  locale: 'pt-BR',
  editUrl: 'https://github.com/vertice-example/central-de-ajuda/edit/main/',
  navbar: {
    hideOnScroll: false,
    items: [
      { label: 'Manual do usuário', docId: 'usuario/inicio/intro' },
      { label: 'Implantação', docId: 'implantacao/video/video-implantacao-completa' },
      { label: 'Ajuda', docId: 'ajuda/acesso-ao-sistema/alterar-a-senha' },
      { label: 'Site do Vértice', href: 'https://vertice.example/' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Documentação',
        items: [
          { label: 'Manual do usuário', docId: 'usuario/inicio/intro' },
          { label: 'Guia de implantação', docId: 'implantacao/inicio/intro' },
          { label: 'Marcadores', to: '/tags/' },
        ],
      },
      {
        title: 'Ajuda',
        items: [
          { label: 'Dúvidas frequentes', docId: 'ajuda/duvidas-frequentes/erro-ao-abrir' },
          { label: 'Vendas desatualizadas', docId: 'ajuda/duvidas-frequentes/vendas-desatualizadas' },
          { label: 'Enviar o log ao suporte', docId: 'ajuda/suporte/envio-de-log' },
        ],
      },
      {
        title: 'Vértice',
        items: [
          { label: 'Site do Vértice', href: 'https://vertice.example/' },
          { label: 'Entrar no Vértice', href: 'https://app.vertice.example/' },
        ],
      },
    ],
    copyright: '© 2025 Vértice. Central de Ajuda — Documentação oficial.',
  },
  search: {
    // Words readers type for the product's own terms (the glossary of the help centre's brief, and
    // everyday words): a query with one also finds pages that say another.
    synonyms: [
      ['painel', 'dashboard'],
      ['representante', 'vendedor'],
      ['nota fiscal', 'NF', 'NFe'],
      // Not "desativar": the Configurador's Desativar button moves the integrator to another computer.
      ['inativar', 'desligar', 'tirar acesso', 'remover acesso'],
      ['perdido', 'sumido'],
      // Not "deixou de comprar": in the Painel de cliente and Fidelização it names products a client stopped buying.
      ['risco de perda', 'parou de comprar'],
      ['positivação', 'clientes atendidos', 'positivados'],
      ['abertura', 'primeira compra'],
      ['KPI', 'KPIs', 'indicador'],
      ['ERP', 'sistema de gestão'],
      ['aplicativo instalável', 'PWA', 'app'],
      ['ticket médio', 'valor médio por nota'],
      ['boleto', 'fatura'],
      ['bonificação', 'brinde'],
      ['meta', 'objetivo'],
      ['celular', 'smartphone'],
      ['roteiro', 'rotina'],
      // The product records no visits: a reader who asks who was visited means who was served (a sale).
      ['atendido', 'visitado'],
      ['computador', 'notebook', 'PC'],
    ],
  },
  announcementBar: {
    id: 'central-nova-2025',
    content: 'A Central de Ajuda do Vértice está de cara nova: use a busca no topo para encontrar qualquer assunto.',
    backgroundColor: '#1d4ed8',
    textColor: '#ffffff',
    isCloseable: true,
  },
  videos: {
    // In production: no source yet, so its page shows no player, only its own notice. To publish it,
    // set youtube: '<id>' or src: '/videos/implantacao-completa.mp4' (file under static/, with
    // poster and captions: '/videos/….vtt'), and take the "em produção" note off the video page.
    'implantacao-completa': {},
  },
  analytics: { tagManagerId: '', measurementId: '' },
});

// Block-level Markdown beyond paragraphs: GFM tables, fenced code in the languages the help centre
// uses, admonitions with Docusaurus's names, and lists. Each returns the block's lines.
import { bullet, capitalize, paragraph, step } from './prose.js';
import type { Random } from './random.js';
import * as words from './words.js';

export const codeLanguages = ['sql', 'json', 'csv', 'bash', 'powershell', 'xml'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

const admonitionKinds = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const admonitionTitles = ['Perfil Representante', 'Atalho', 'Importante', 'Antes de continuar', 'Boa prática', 'Regra de cálculo'] as const;

function money(random: Random): string {
  const reais = random.int(100, 99_999);
  const thousands = reais >= 1000 ? `${Math.floor(reais / 1000)}.${String(reais % 1000).padStart(3, '0')}` : String(reais);
  return `R$ ${thousands},${String(random.int(0, 99)).padStart(2, '0')}`;
}

function percent(random: Random): string {
  return `${random.int(1, 99)},${random.int(0, 9)}%`;
}

function tableCell(random: Random, column: number): string {
  switch (column % 4) {
    case 0:
      return random.chance(0.5) ? `\`${random.pick(words.codeNames)}\`` : random.pick(words.nouns);
    case 1:
      return capitalize(random.pick(words.objects));
    case 2:
      return random.chance(0.5) ? money(random) : percent(random);
    default:
      return random.pick([...words.cities, ...words.people]);
  }
}

export function table(random: Random): string[] {
  const columns = random.int(2, 4);
  const header = ['Campo', 'Descrição', 'Valor', 'Exemplo'].slice(0, columns);
  const rows = Array.from({ length: random.int(3, 6) }, () =>
    Array.from({ length: columns }, (_, column) => tableCell(random, column)),
  );
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}

function codeBody(random: Random, language: CodeLanguage): string[] {
  const column = random.pick(words.codeNames.filter((name) => !name.includes('.') && !name.includes('\\')));
  switch (language) {
    case 'sql':
      return [
        `SELECT codigo_cliente, razao_social, ${column}`,
        'FROM vw_vertice_notas',
        `WHERE data_emissao >= '2025-0${random.int(1, 9)}-01'`,
        `  AND valor_liquido > ${random.int(10, 900)}`,
        'ORDER BY valor_liquido DESC;',
      ];
    case 'json':
      return [
        '{',
        `  "codigo_cliente": "${random.int(1000, 9999)}",`,
        `  "${column}": "${random.pick(words.cities)}",`,
        `  "valor_liquido": ${random.int(100, 9999)}.${random.int(10, 99)},`,
        `  "ativo": ${random.chance(0.5) ? 'true' : 'false'}`,
        '}',
      ];
    case 'csv':
      return [
        `codigo_cliente;razao_social;${column};valor_liquido`,
        ...Array.from(
          { length: random.int(2, 4) },
          () => `${random.int(1000, 9999)};${random.pick(words.people)};${random.pick(words.cities)};${random.int(100, 9999)},${random.int(10, 99)}`,
        ),
      ];
    case 'bash':
      return [
        'vertice-integrador status --detalhado',
        `vertice-integrador carga --desde 2025-0${random.int(1, 9)}-01 --tipo ${random.pick(['notas', 'clientes', 'produtos'])}`,
        'tail -n 50 /var/log/vertice/integrador.log',
      ];
    case 'powershell':
      return [
        'Get-Service -Name "IntegradorVertice"',
        'Restart-Service -Name "IntegradorVertice"',
        `Get-Content "C:\\Vertice\\Logs\\integrador.log" -Tail ${random.int(20, 200)}`,
      ];
    case 'xml':
      return [
        '<configuracao>',
        `  <agendamento frequencia="${random.pick([15, 30, 60, 120])}" unidade="minutos" />`,
        `  <origem tipo="${random.pick(['arquivo', 'banco'])}" pasta="C:\\Vertice\\Entrada" />`,
        '</configuracao>',
      ];
  }
}

export function codeBlock(random: Random): string[] {
  const language = random.pick(codeLanguages);
  return [`\`\`\`${language}`, ...codeBody(random, language), '```'];
}

/** A blank line after the opening and before the closing fence, as the style guide asks. */
export function admonition(random: Random): string[] {
  const kind = random.pick(admonitionKinds);
  const opening = random.chance(0.35) ? `:::${kind}[${random.pick(admonitionTitles)}]` : `:::${kind}`;
  return [opening, '', paragraph(random, 1, 3), '', ':::'];
}

export function bulletList(random: Random): string[] {
  return Array.from({ length: random.int(3, 5) }, () => `- ${bullet(random)}`);
}

export function stepList(random: Random): string[] {
  return Array.from({ length: random.int(3, 6) }, (_, index) => `${index + 1}. ${step(random)}`);
}

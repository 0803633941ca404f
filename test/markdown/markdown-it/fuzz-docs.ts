// Seeded Markdown for the differential test: docs put together from the constructs the fast path
// reads (and some it must decline), and help-centre docs mutated a character or a line at a time.

/** mulberry32: the same docs on every run for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const WORDS = ['vendas', 'meta', 'Representante', 'ERP', 'relatório', 'a', 'b', 'x_y', 'foo', 'dia', 'às', '14:35'];
const DESTINATIONS = ['./a.md', '../b.md#c', '<x y>', 'a(b)c', '#ancora'];
const INLINES: readonly ((random: Random) => string)[] = [
  (r) => pick(r, WORDS),
  (r) => `${pick(r, ['*', '_', '**', '__', '***'])}${pick(r, WORDS)}${pick(r, ['*', '_', '**', '__', '***', ''])}`,
  (r) => `\`${pick(r, WORDS)}${pick(r, ['', ' `x` ', '``'])}\``,
  (r) => `[${pick(r, WORDS)}](${pick(r, DESTINATIONS)}${pick(r, ['', ' "t"', " 'u'"])})`,
  (r) => `![${pick(r, WORDS)} *${pick(r, WORDS)}*](img/${pick(r, WORDS)}.png)`,
  (r) => pick(r, ['<https://exemplo.com>', '<b>', '</i>', '<!-- c -->', '&amp;', '&copy;', '\\*', '\\_', '\\\\']),
  (r) => pick(r, ['  \n', '\\\n', '\n', ' \n', '*', '_', '[', ']', '(', ')', '!', '`', '<', '|']),
];
/** Constructs only micromark reads: rare, so most docs still take the fast path. */
const DECLINED = ['~~riscado~~', 'a~b', 'x@y.com', 'www.site.com', 'https://a.b', ':nome', '[^1]', '$x$', '\t'];

function inline(random: Random, words: number): string {
  const parts: string[] = [];
  for (let i = 0; i < words; i++)
    parts.push(random() < 0.01 ? pick(random, DECLINED) : (pick(random, INLINES) as (r: Random) => string)(random));
  return parts.join(pick(random, [' ', ' ', ' ', '']));
}

const FENCES = ['```', '~~~', '````'];
const INFOS = ['', 'js', 'ts title="a.ts"', 'bash {1,3}'];
const BLOCKS: readonly ((random: Random, depth: number) => string)[] = [
  (r) => inline(r, 1 + Math.floor(r() * 8)),
  (r) => `${'#'.repeat(1 + Math.floor(r() * 6))} ${inline(r, 1 + Math.floor(r() * 4))}${pick(r, ['', ' ##', ' '])}`,
  (r) => `${inline(r, 2)}\n${pick(r, ['===', '---', '  ---  '])}`,
  (r) => pick(r, ['---', '***', '* * *', '___']),
  (r) => `${pick(r, FENCES)}${pick(r, INFOS)}\n${inline(r, 3)}\n\n  x\n${pick(r, [...FENCES, '```  '])}`,
  (r) => `    ${pick(r, WORDS)}\n    ${pick(r, WORDS)}`,
  (r) => pick(r, ['<div>\n<p>x</p>\n</div>', '<details>\n<summary>a</summary>\n\nb\n\n</details>', '<!-- nota -->']),
  (r) => table(r),
  (r, depth) => list(r, depth),
  (r, depth) => quote(r, depth),
  (r, depth) => directive(r, depth),
  (r) =>
    `${pick(r, ['', '', ' '])}::${pick(r, ['video', 'nota'])}${pick(r, ['', '[Rótulo *x*]', '[a `b`]'])}` +
    `${pick(r, ['', '{id="x" title="Vídeo: a"}', '{#y}'])}${pick(r, ['', '  ', ' x'])}`,
];

function table(random: Random): string {
  const columns = 1 + Math.floor(random() * 4);
  const row = (cells: number) => {
    const text = Array.from({ length: cells }, () => inline(random, Math.floor(random() * 3))).join(' | ');
    return pick(random, [`| ${text} |`, text, `| ${text}`]);
  };
  const align = Array.from({ length: columns }, () => pick(random, ['---', ':--', '--:', ':-:'])).join(' | ');
  const body = Array.from({ length: Math.floor(random() * 4) }, () => row(columns + pick(random, [0, 0, 0, -1, 1])));
  return [row(columns), `| ${align} |`, ...body].join('\n');
}

function list(random: Random, depth: number): string {
  const ordered = random() < 0.4;
  const marker = ordered ? pick(random, ['1.', '2)', '10.']) : pick(random, ['-', '*', '+']);
  const items: string[] = [];
  for (let i = 0; i < 1 + Math.floor(random() * 4); i++) {
    const task = !ordered && random() < 0.2 ? pick(random, ['[ ] ', '[x] ', '[X] ', '[ ]  ']) : '';
    const body =
      depth < 3 && random() < 0.3 ? `${inline(random, 2)}\n\n${block(random, depth + 1)}` : inline(random, 3);
    const indent = ' '.repeat(marker.length + 1);
    const lines = `${task}${body}`.split('\n').map((line, n) => (n === 0 || line === '' ? line : indent + line));
    items.push(`${marker} ${lines.join('\n')}`);
  }
  return items.join(random() < 0.3 ? '\n\n' : '\n');
}

function quote(random: Random, depth: number): string {
  const inner = depth < 3 ? block(random, depth + 1) : inline(random, 3);
  return inner
    .split('\n')
    .map((line) => (random() < 0.1 ? line : `>${line === '' ? '' : ' '}${line}`))
    .join('\n');
}

function directive(random: Random, depth: number): string {
  const name = pick(random, ['note', 'tip', 'warning', 'info', 'danger', 'nota', 'cards']);
  const label = pick(random, ['', '[Título]', '[*Só* Administrador]', '[a `b`]']);
  const attributes = pick(random, ['', '{title="Sou gestor"}', '{#x}', '{.y}']);
  const body = depth < 3 ? block(random, depth + 1) : inline(random, 2);
  return `:::${name}${label}${attributes}\n${body}\n${pick(random, [':::', '::::', ':::  '])}`;
}

function block(random: Random, depth: number): string {
  return (pick(random, BLOCKS) as (r: Random, d: number) => string)(random, depth);
}

/** A doc of a few blocks, sometimes with front matter. */
export function generatedDoc(random: Random): string {
  const blocks = Array.from({ length: 1 + Math.floor(random() * 6) }, () => block(random, 0));
  const matter = random() < 0.3 ? '---\ntitle: "X"\ntags: [a]\n---\n' : '';
  return matter + blocks.join(pick(random, ['\n\n', '\n\n', '\n', '\n\n\n'])) + pick(random, ['\n', '', '\n\n']);
}

const NOISE = [
  '*',
  '_',
  '`',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '#',
  '-',
  '+',
  '|',
  ':',
  '!',
  '\\',
  ' ',
  '\n',
  '1.',
  '    ',
];

/** `text` with a few characters or lines inserted, deleted, repeated or indented. */
export function mutatedDoc(text: string, random: Random): string {
  let out = text;
  for (let i = 0; i < 1 + Math.floor(random() * 4); i++) {
    const at = Math.floor(random() * (out.length + 1));
    const choice = random();
    if (choice < 0.4) out = out.slice(0, at) + pick(random, NOISE) + out.slice(at);
    else if (choice < 0.7) out = out.slice(0, at) + out.slice(at + 1 + Math.floor(random() * 3));
    else {
      const lines = out.split('\n');
      const line = Math.floor(random() * lines.length);
      if (choice < 0.85) lines.splice(line, 0, lines[line] ?? '');
      else lines[line] = `${pick(random, ['  ', '    ', '> ', '- '])}${lines[line] ?? ''}`;
      out = lines.join('\n');
    }
  }
  return out;
}

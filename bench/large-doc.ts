// A site with one 5 MB doc (sections of prose, lists, a table and code, as a long reference page
// would hold), for the bench's "large doc" figure: build time and peak memory of a doc that size.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECTION = (n: number) => `## Seção ${n}

Este parágrafo explica a seção ${n} com **ênfase**, \`código\` e um [link](#seção-${n}). Ele se repete
para dar ao documento o tamanho de uma referência longa, com texto corrido e acentos.

- item um da seção ${n}
- item dois, com *itálico*
  - um nível abaixo

| coluna | valor |
|---|---|
| a${n} | ${n} |

\`\`\`sql
SELECT cliente, SUM(valor) FROM vendas WHERE secao = ${n} GROUP BY cliente;
\`\`\`

`;

/** Writes the site under `root` with one doc of at least `bytes` bytes; returns the doc's size. */
export async function writeLargeDocSite(root: string, bytes = 5 * 1024 * 1024): Promise<number> {
  await mkdir(path.join(root, 'content'), { recursive: true });
  const parts: string[] = ['---\ntitle: Documento grande\n---\n\nUma página de referência muito longa.\n\n'];
  let size = parts[0]!.length;
  for (let n = 1; size < bytes; n++) {
    const section = SECTION(n);
    parts.push(section);
    size += Buffer.byteLength(section);
  }
  await writeFile(path.join(root, 'content', 'index.md'), parts.join(''));
  await writeFile(
    path.join(root, 'helpdocs.config.ts'),
    // A 5 MB page parses longer than the default deadline of 10 s allows (13 s here): the site says so.
    "export default { title: 'Documento grande', base: '/manual/', locale: 'pt-BR',\n" +
      '  limits: { parseSeconds: 120 } };\n',
  );
  return size;
}

// A site of one-line docs, 100 to a folder (every tenth folder holds 5 more in `mais/`), with the
// sidebar generated from the folders: the shape whose output grew with the square of its size.
//   npx tsx bench/one-line-site.ts --docs 20000 --out bench/.work/one-line-20000
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const PER_FOLDER = 100;

const pad = (n: number) => String(n).padStart(3, '0');

/** Writes the site; returns the routes of its docs, in order. */
export async function writeOneLineSite(dir: string, docs: number): Promise<string[]> {
  await mkdir(path.join(dir, 'content'), { recursive: true });
  await writeFile(
    path.join(dir, 'helpdocs.config.ts'),
    "export default { title: 'Linhas', base: '/manual/', locale: 'pt-BR' };\n",
  );
  const routes: string[] = [];
  for (let folder = 0; folder * PER_FOLDER < docs; folder++) {
    const name = `secao-${pad(folder)}`;
    await mkdir(path.join(dir, 'content', name, 'mais'), { recursive: true });
    for (let i = 0; i < PER_FOLDER && folder * PER_FOLDER + i < docs; i++) {
      await writeFile(path.join(dir, 'content', name, `pagina-${pad(i)}.md`), `# Página ${folder}.${i}\n`);
      routes.push(`/manual/${name}/pagina-${pad(i)}/`);
    }
    if (folder % 10 !== 0) continue;
    for (let i = 0; i < 5; i++) {
      await writeFile(path.join(dir, 'content', name, 'mais', `extra-${i}.md`), `# Extra ${folder}.${i}\n`);
      routes.push(`/manual/${name}/mais/extra-${i}/`);
    }
  }
  return routes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { docs: { type: 'string' }, out: { type: 'string' } } });
  const docs = Number(values.docs);
  if (!Number.isInteger(docs) || docs < 1 || !values.out) throw new Error('usage: --docs <n> --out <folder>');
  const routes = await writeOneLineSite(values.out, docs);
  console.log(`${routes.length} docs → ${values.out}`);
}

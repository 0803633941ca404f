// Child process: the CPU and memory of building the search files, apart from the rest of a build.
// The store is read back from a built site's own page fragments (they hold every page and section),
// then indexed (`--index`) or not (the baseline, for the peak memory the index adds).
//   npx tsx bench/search/build-cost.ts --out bench/.work/out-5000 [--index]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PageFragment, SearchManifest } from '../../src/search/format.js';
import { searchOutput } from '../../src/search/output.js';
import { madeFile } from '../../src/core/model.js';
import type { SearchStore } from '../../src/search/store.js';
import { portugueseLunr } from '../../src/search/portuguese.js';

export async function storeFromOut(siteDir: string): Promise<SearchStore> {
  const manifest = JSON.parse(await readFile(path.join(siteDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  const dir = path.join(siteDir, 'assets/search');
  const names = new Set(await readdir(dir));
  const store: SearchStore = { pages: [], sections: [] };
  for (let page = 0; page < manifest.fragmentHashes.length; page++) {
    const name = `page-${page}.${manifest.fragmentHashes[page]}.json`;
    if (!names.has(name)) throw new Error(`${dir}: no ${name}`);
    const { sections, ...stored } = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as PageFragment;
    store.pages.push(stored);
    for (const [anchor, heading, text] of sections) store.sections.push({ page, anchor, heading, text });
  }
  return store;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, index: { type: 'boolean', default: false } } });
  const store = await storeFromOut(path.join(values.out!, 'manual'));
  const before = process.cpuUsage();
  const files = values.index ? searchOutput('/manual/', store, [], portugueseLunr()) : [];
  // As the build's writer does: each file made, written and let go in turn.
  let bytes = 0;
  for (const file of files) bytes += madeFile(file).contents.length;
  const cpu = process.cpuUsage(before);
  console.log(
    JSON.stringify({
      sections: store.sections.length,
      files: files.length,
      bytes,
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxRssKb: process.resourceUsage().maxRSS,
    }),
  );
}

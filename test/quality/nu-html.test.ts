// Gate: the W3C Nu HTML Checker finds no error in any HTML file of the sites the HTML gates build
// (the help centre and the fixtures of gate-sites.ts). Needs Java (.ci/run installs it).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltSites } from './built-site.js';
import { GATE_SITES, type GateSite } from './gate-sites.js';
import { nuErrors, type NuMessage } from './nu-html.js';

const sites = useBuiltSites(GATE_SITES);
let planted = '';
let errors: NuMessage[] = [];

beforeAll(async () => {
  // A page with the mistake this gate was added for (a combobox on <input type=search>), checked in
  // the same run, shows the gate can fail.
  planted = await mkdtemp(path.join(tmpdir(), 'helpdocs-nu-planted-'));
  const page = sites['help centre'].html.get('manual/index.html')!;
  await writeFile(
    path.join(planted, 'index.html'),
    page.replace(/<input [^>]*role="combobox"/, (input) => input.replace('type="text"', 'type="search"')),
  );
  errors = await nuErrors([...Object.values(sites).map((site) => site.outDir), planted]);
}, 300_000);

afterAll(async () => {
  if (planted) await rm(planted, { recursive: true, force: true });
});

const inDir = (dir: string) => errors.filter((e) => e.file.startsWith(dir + path.sep));

describe('Nu HTML Checker', () => {
  it.each(Object.keys(GATE_SITES) as GateSite[])('finds no error in any HTML file of the %s', (name) => {
    const site = sites[name];
    const found = inDir(site.outDir).map(
      (e) => `${path.relative(site.outDir, e.file)}:${e.line}:${e.column} ${e.message}`,
    );
    console.info(`Nu HTML Checker, ${name}: ${site.html.size} files, ${found.length} errors`);
    expect(site.html.size).toBeGreaterThan(name === 'help centre' ? 200 : 5);
    expect(found).toEqual([]);
  });

  it('still reports a planted error (a combobox role on a search-type input)', () => {
    expect(inDir(planted).map((e) => e.message)).toContain(
      'Bad value “combobox” for attribute “role” on element “input”.',
    );
  });
});

// The list of real Docusaurus sites of the compatibility run (sites.json) and where their copies,
// reference builds and reports live: outside the repository, in the cache folder.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Site {
  name: string;
  /** `owner/name` on GitHub. */
  repo: string;
  commit: string;
  /** The site's folder inside the repository (`.` for the root). */
  folder: string;
  /** `@docusaurus/core` version the reference build used. */
  docusaurus: string;
  /** Doc routes of the reference build (all docs instances, versions and locales). */
  docs: number;
  /** All routes of the reference build. */
  routes: number;
  features: string[];
  /** Sites the fixes must not be tuned on: never run through helpdocs during the fixing work. */
  heldOut: boolean;
  baseUrl: string;
  url: string;
  /** Route bases of the docs instances, without locale. */
  docsBases: string[];
  /** Non-default locales. */
  locales: string[];
  /** Doc routes of an instance served at `/`, without locale. */
  docPaths?: string[];
}

export const BENCH_DIR = path.dirname(new URL(import.meta.url).pathname);
export const SITES_FILE = path.join(BENCH_DIR, 'sites.json');
export const ROUTES_DIR = path.join(BENCH_DIR, 'sites');
export const CACHE = process.env.COMPAT_CACHE ?? '/work/compat-cache';

export const cachePaths = (name: string) => ({
  /** The exported repository; the site is `folder` inside it. */
  checkout: path.join(CACHE, 'sites', name),
  reference: path.join(CACHE, 'reference', name),
  helpdocs: path.join(CACHE, 'helpdocs', name),
  report: path.join(CACHE, 'report', `${name}.json`),
});

export function siteFolder(site: Pick<Site, 'name' | 'folder'>): string {
  return path.join(cachePaths(site.name).checkout, site.folder);
}

export function readSites(file = SITES_FILE): Site[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Site[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Adds or replaces one site, keeping the list in name order. */
export function writeSite(site: Site, file = SITES_FILE): void {
  const sites = readSites(file).filter((s) => s.name !== site.name);
  sites.push(site);
  sites.sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(file, `${JSON.stringify(sites, null, 2)}\n`);
}

export function routesFile(name: string): string {
  return path.join(ROUTES_DIR, `${name}.routes.txt`);
}

export function readRoutes(name: string): string[] {
  return readFileSync(routesFile(name), 'utf8').split('\n').filter(Boolean);
}

/** `--site` names when given; else `--all`; else the held-out sites or the others. */
export function selectSites(
  sites: readonly Site[],
  options: { names: readonly string[]; heldOut: boolean; all: boolean },
): Site[] {
  if (options.names.length > 0) {
    const unknown = options.names.filter((n) => !sites.some((s) => s.name === n));
    if (unknown.length > 0) throw new Error(`not in sites.json: ${unknown.join(', ')}`);
    return sites.filter((s) => options.names.includes(s.name));
  }
  if (options.all) return [...sites];
  return sites.filter((s) => s.heldOut === options.heldOut);
}

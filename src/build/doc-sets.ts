// Every doc set of the build: each locale once, or once per docs version on a versioned site (its
// own docs folder and sidebars, read once and shared by the locales), each prepared up to its frame.
import { existsSync } from 'node:fs';
import type { ReadAhead } from '../cache/site-inputs.js';
import path from 'node:path';
import type { BuildCache } from '../cache/index.js';
import type { Config } from '../core/config.js';
import { docSetPlan, instanceConfig, type LocaleSpec, ownsBase } from '../core/locales.js';
import type { Diagnostic, DocHeader, Sidebar } from '../core/model.js';
import { docsVersionPlan, versionConfig } from '../core/versions.js';
import { loadSite, type LoadedSite } from '../load/index.js';
import { readVersionNames } from '../load/versions-file.js';
import { configFileOf } from '../load/config/load.js';
import { prepareLocale, type PreparedLocale } from './locale.js';
import { settleClientRedirects } from './client-redirects-across.js';

export interface DocSetsInput {
  root: string;
  config: Config;
  cache: BuildCache;
  drafts: boolean;
  progress: (stage: string) => void;
  onInputs?: (files: string[], packages: string[]) => void;
  /** The Markdown files the input hash read (src/cache/site-inputs.ts). */
  readAhead?: ReadAhead | undefined;
}

export interface DocSets {
  /** The site as the first doc set loads it: its static files, redirects. */
  site: LoadedSite;
  locales: PreparedLocale[];
  diagnostics: Diagnostic[];
}

export async function prepareDocSets(input: DocSetsInput): Promise<DocSets> {
  const { root, config, cache, progress, onInputs } = input;
  const read = await readVersionNames(root);
  const versions = docsVersionPlan(config, read.names, (file) => existsSync(path.join(root, file)));
  const loads = new Map<string, Promise<LoadedSite>>();
  // One load per version or docs instance, shared by the locales.
  const loadDocSet = (spec: LocaleSpec): Promise<LoadedSite> => {
    const key = spec.instance !== undefined ? `instance:${spec.instance}` : (spec.version?.name ?? '');
    const instance = config.docsInstances.find((one) => one.id === spec.instance);
    const version = versions.find((v) => v.name === spec.version?.name);
    const own = instance ? instanceConfig(config, instance) : version ? versionConfig(config, version) : config;
    let loading = loads.get(key);
    if (!loading) {
      loading = loadSite(root, own, cache.memo, progress, onInputs, input.readAhead, cache.gitDates);
      loads.set(key, loading);
    }
    return loading;
  };
  const plan = docSetPlan(config, versions);
  const sites = await Promise.all(plan.map(loadDocSet));
  progress('parse');
  const locales = await Promise.all(
    plan.map((spec, i) => {
      const own = sites[i] as LoadedSite;
      // The site's redirects are written once, with the doc set at the base.
      const loaded = ownsBase(spec) ? own : { ...own, redirectSource: undefined, besideBase: true };
      return prepareLocale(spec, loaded, cache, input.drafts);
    }),
  );
  if (versions.length > 0 || config.docsInstances.length > 0) linkOtherDocSets(locales);
  settleClientRedirects(locales);
  const diagnostics = [...read.diagnostics];
  if (versions.length > 0 && config.versions.length > 0) diagnostics.push(pickerReplaced(root));
  return { site: sites[0] as LoadedSite, locales, diagnostics };
}

/**
 * A navbar or footer may name a doc of another version of its locale (the doc set's own version first,
 * then the last one) or of another docs instance (`<instance>:<id>`, `<instance>:<sidebar>`).
 */
function linkOtherDocSets(locales: readonly PreparedLocale[]): void {
  for (const { spec, assembled } of locales) {
    const sameLocale = locales.filter((other) => other.spec.locale === spec.locale);
    const main = sameLocale.filter((other) => other.spec.instance === undefined);
    const own = main.find((other) => other.assembled === assembled);
    const ordered = own ? [own, ...main.filter((other) => other !== own)] : main;
    const linkDocs = new Map<string, DocHeader>();
    const linkSidebars: Sidebar[] = [];
    for (const set of ordered) {
      for (const [id, doc] of set.assembled.frame.docsById) if (!linkDocs.has(id)) linkDocs.set(id, doc);
      for (const sidebar of set.assembled.frame.sidebars)
        if (!linkSidebars.some((known) => known.name === sidebar.name)) linkSidebars.push(sidebar);
    }
    for (const set of sameLocale) {
      const instance = set.spec.instance;
      if (instance === undefined) continue;
      for (const [id, doc] of set.assembled.frame.docsById) linkDocs.set(`${instance}:${id}`, doc);
      for (const sidebar of set.assembled.frame.sidebars)
        linkSidebars.push({ ...sidebar, name: `${instance}:${sidebar.name}` });
    }
    assembled.frame.linkDocs = linkDocs;
    assembled.frame.linkSidebars = linkSidebars;
  }
}

/** The `versions` key links other sites; a versioned site's dropdown shows its own versions instead. */
function pickerReplaced(root: string): Diagnostic {
  return {
    severity: 'warning',
    file: configFileOf(root),
    line: 1,
    column: 1,
    message: 'versions (links to other sites) is not shown: the dropdown lists the versions of versions.json',
    ruleId: 'versions-replaced',
    hint: 'remove the versions key, or link the other sites from navbar items',
  };
}

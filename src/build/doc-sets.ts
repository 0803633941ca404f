// Every doc set of the build: each locale once, or once per docs version on a versioned site (its
// own docs folder and sidebars, read once and shared by the locales), each prepared up to its frame.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/index.js';
import type { Config } from '../core/config.js';
import { docSetPlan } from '../core/locales.js';
import type { Diagnostic, DocHeader } from '../core/model.js';
import { docsVersionPlan, versionConfig } from '../core/versions.js';
import { loadSite, type LoadedSite } from '../load/index.js';
import { readVersionNames } from '../load/versions-file.js';
import { configFileOf } from '../load/config/load.js';
import { prepareLocale, type PreparedLocale } from './locale.js';

export interface DocSetsInput {
  root: string;
  config: Config;
  cache: BuildCache;
  drafts: boolean;
  progress: (stage: string) => void;
  onInputs?: (files: string[], packages: string[]) => void;
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
  const loadVersion = (name: string | undefined): Promise<LoadedSite> => {
    const key = name ?? '';
    const version = versions.find((v) => v.name === name);
    let loading = loads.get(key);
    if (!loading) {
      loading = loadSite(root, version ? versionConfig(config, version) : config, cache.memo, progress, onInputs);
      loads.set(key, loading);
    }
    return loading;
  };
  const plan = docSetPlan(config, versions);
  const sites = await Promise.all(plan.map((spec) => loadVersion(spec.version?.name)));
  progress('parse');
  const locales = await Promise.all(
    plan.map((spec, i) => {
      const own = sites[i] as LoadedSite;
      // The site's redirects are written once, with the doc set at the base.
      const loaded = spec.version && !spec.version.isLast ? { ...own, redirectSource: undefined, olderVersion: true } : own;
      return prepareLocale(spec, loaded, cache, input.drafts);
    }),
  );
  if (versions.length > 0) linkOtherVersions(locales);
  const diagnostics = [...read.diagnostics];
  if (versions.length > 0 && config.versions.length > 0) diagnostics.push(pickerReplaced(root));
  return { site: sites[0] as LoadedSite, locales, diagnostics };
}

/** Each version's navbar and footer may name a doc of another version of its locale (the last one first). */
function linkOtherVersions(locales: readonly PreparedLocale[]): void {
  for (const { spec, assembled } of locales) {
    const others = locales.filter((other) => other.spec.locale === spec.locale && other.assembled !== assembled);
    const linkDocs = new Map<string, DocHeader>();
    for (const set of [assembled, ...others.map((other) => other.assembled)])
      for (const [id, doc] of set.frame.docsById) if (!linkDocs.has(id)) linkDocs.set(id, doc);
    assembled.frame.linkDocs = linkDocs;
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

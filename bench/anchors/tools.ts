// The peers bench:anchors builds: where each site lives, how it is prepared, built cold and installed,
// and where a doc's page lands in its output.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommandSpec } from '../measure.js';
import { clearDocusaurusOutput, docusaurusSiteDir, prepareDocusaurus } from './prepare-docusaurus.js';
import { clearRspressOutput, prepareRspress, rspressSiteDir } from './prepare-rspress.js';
import { clearStarlightOutput, prepareStarlight, starlightSiteDir } from './prepare-starlight.js';
import type { AnchorToolName } from './report.js';
import { rspressRoute } from './rspress-sidebar.js';
import { starlightSlug } from './starlight-sidebar.js';
import { docUrl } from './weighed-page.js';

/** Every site is served under this base, like the help centre. */
export const anchorBase = '/manual/';

export interface AnchorTool {
  readonly name: AnchorToolName;
  /** `<name> <version>`, the version pinned in the site's package.json. */
  readonly tool: string;
  readonly siteDir: string;
  /** The site's own binary; missing means the site is not installed yet. */
  readonly bin: string;
  readonly build: CommandSpec;
  readonly prepare: (corpusDir: string) => Promise<void>;
  readonly clearOutput: () => Promise<void>;
  /** The built site, served at `anchorBase`. */
  readonly outDir: string;
  /** URL path of a doc's page and the file it is served from. */
  readonly page: (docId: string) => { readonly url: string; readonly file: string };
}

// No update check during a timed build (nor Astro's telemetry): either would call the network.
export const quietEnv = { NO_UPDATE_NOTIFIER: '1' } as const;
const astroQuietEnv = { ...quietEnv, ASTRO_TELEMETRY_DISABLED: '1' } as const;

function pinnedVersion(siteDir: string, dependency: string): string {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const version = manifest.dependencies[dependency];
  if (version === undefined) throw new Error(`${siteDir}package.json does not depend on ${dependency}`);
  return version;
}

/** A page written as `<route>/index.html` and linked with a trailing slash. */
function folderPage(outDir: string, url: string): { url: string; file: string } {
  return { url, file: path.join(outDir, url.slice(anchorBase.length), 'index.html') };
}

function docusaurus(): AnchorTool {
  const outDir = path.join(docusaurusSiteDir, 'build');
  return {
    name: 'docusaurus',
    tool: `docusaurus ${pinnedVersion(docusaurusSiteDir, '@docusaurus/core')}`,
    siteDir: docusaurusSiteDir,
    bin: 'docusaurus',
    build: { command: 'npx', args: ['docusaurus', 'build'], cwd: docusaurusSiteDir, env: quietEnv },
    prepare: (corpusDir) => prepareDocusaurus(corpusDir),
    clearOutput: () => clearDocusaurusOutput(),
    outDir,
    page: (docId) => folderPage(outDir, docUrl(docId)),
  };
}

function rspress(): AnchorTool {
  const outDir = path.join(rspressSiteDir, 'doc_build');
  return {
    name: 'rspress',
    tool: `rspress ${pinnedVersion(rspressSiteDir, '@rspress/core')}`,
    siteDir: rspressSiteDir,
    bin: 'rspress',
    build: { command: 'npx', args: ['rspress', 'build'], cwd: rspressSiteDir, env: quietEnv },
    prepare: (corpusDir) => prepareRspress(corpusDir),
    clearOutput: () => clearRspressOutput(),
    outDir,
    // Rspress writes `a/b.html` for `a/b.md` and links it as such; a folder's index.md is `a/index.html`.
    page: (docId) => {
      const route = rspressRoute(docId).slice(1);
      if (route === '' || route.endsWith('/')) return folderPage(outDir, `${anchorBase}${route}`);
      return { url: `${anchorBase}${route}.html`, file: path.join(outDir, `${route}.html`) };
    },
  };
}

function starlight(): AnchorTool {
  const outDir = path.join(starlightSiteDir, 'dist');
  return {
    name: 'starlight',
    tool: `starlight ${pinnedVersion(starlightSiteDir, '@astrojs/starlight')}`,
    siteDir: starlightSiteDir,
    bin: 'astro',
    build: { command: 'npx', args: ['astro', 'build'], cwd: starlightSiteDir, env: astroQuietEnv },
    prepare: (corpusDir) => prepareStarlight(corpusDir),
    clearOutput: () => clearStarlightOutput(),
    outDir,
    page: (docId) => {
      const slug = starlightSlug(docId);
      return folderPage(outDir, slug === '' ? anchorBase : `${anchorBase}${slug}/`);
    },
  };
}

export function anchorTool(name: AnchorToolName): AnchorTool {
  switch (name) {
    case 'docusaurus':
      return docusaurus();
    case 'rspress':
      return rspress();
    case 'starlight':
      return starlight();
  }
}

/** The build command as a shell line, for the report. */
export function commandLine(spec: CommandSpec): string {
  const env = Object.entries(spec.env ?? {}).map(([key, value]) => `${key}=${value}`);
  return [...env, spec.command, ...spec.args].join(' ');
}

// What a written build records of its inputs, so the next build can tell nothing changed
// (src/cache/build-stamp.ts). Inputs are hashed before they are read: an edit during the build
// then shows as a change to the next one.
import path from 'node:path';
import {
  inputsKey,
  stampContext,
  type InputEntries,
  type InputHashes,
  type StampOptions,
} from '../cache/build-stamp.js';
import { hashSiteInputs, type InputEntry, type ReadAhead, type SiteInputs } from '../cache/site-inputs.js';
import { blogsOf, type Config } from '../core/config.js';
import { I18N_DIR } from '../core/locales.js';
import { VERSIONED_FOLDERS, VERSIONS_FILE } from '../core/versions.js';
import { CONFIG_FILE, REDIRECTS_FILE, SIDEBAR_FILES } from '../load/index.js';
import { THEME_DIR } from '../brand/overrides.js';
import { staticFoldersOf } from '../core/static-folders.js';

export interface StampedInput {
  inputs: SiteInputs;
  hash: string | undefined;
  /** Its files as hashed, for the one-doc rebuild's record (src/lane/record.ts). */
  entries?: InputEntry[] | undefined;
}

export interface InputRecorderOptions {
  root: string;
  write: boolean;
  outDir?: string | undefined;
  cacheDir?: string | undefined;
  cacheFingerprint?: string | undefined;
  /** Input hashes the CLI's up-to-date check took just before. */
  inputHashes?: InputHashes | undefined;
  /** Filled with the Markdown files hashed here, for the build to take. */
  readAhead?: ReadAhead | undefined;
  /** The files of each group the check hashed. */
  inputEntries?: InputEntries | undefined;
}

/** Collects the files a build depends on as the stages name them; inert for a build that leaves no stamp. */
export class InputRecorder {
  readonly stamp: StampOptions | undefined;
  readonly context: ReturnType<typeof stampContext> | undefined;
  readonly inputs: StampedInput[] = [];
  readonly #moduleInputs: string[] = [];
  readonly #sidebarInputs: string[] = [];
  // Installed packages (remark plugins) change with `npm install`, which no input hash sees: no stamp then.
  #importsPackages = false;
  readonly #options: InputRecorderOptions;

  constructor(options: InputRecorderOptions) {
    this.#options = options;
    this.stamp =
      options.write && options.cacheDir
        ? {
            root: options.root,
            outOption: options.outDir,
            cacheDir: path.resolve(options.root, options.cacheDir),
            fingerprint: options.cacheFingerprint,
          }
        : undefined;
    this.context = this.stamp && stampContext(this.stamp);
  }

  /** What the config loader calls with the modules it read. */
  readonly configModules = (files: string[], packages: string[]) => this.#heard(this.#moduleInputs, files, packages);
  /** What the sidebar loader calls with the modules it read (sidebars.js). */
  readonly sidebarModules = (files: string[], packages: string[]) => this.#heard(this.#sidebarInputs, files, packages);

  #heard(into: string[], files: string[], packages: string[]): void {
    into.push(...files);
    this.#importsPackages ||= packages.length > 0;
  }

  /** The site's folders, config, sidebars, redirects and custom CSS, once the config is known. */
  async recordSite(config: Config): Promise<void> {
    if (!this.context) return;
    const site = {
      folders: [
        ...new Set([
          config.contentDir,
          ...staticFoldersOf(config),
          I18N_DIR,
          THEME_DIR,
          ...VERSIONED_FOLDERS,
          // Markdown pages and blog posts (with their authors file) are read like docs.
          ...(config.pagesDir ? [config.pagesDir] : []),
          ...blogsOf(config).map((blog) => blog.dir),
        ]),
      ],
      files: [
        ...new Set([
          CONFIG_FILE,
          ...SIDEBAR_FILES,
          ...(typeof config.sidebarPath === 'string' ? [config.sidebarPath] : []),
          REDIRECTS_FILE,
          VERSIONS_FILE,
          ...this.#moduleInputs,
          ...(config.customCss ?? []).map((file) => file.replace(/^\.\//, '')),
        ]),
      ],
    };
    this.inputs.push(await this.#hashed(site, this.#options.readAhead));
  }

  /** A group's hash and files: as the check before the build took them, else taken now. */
  async #hashed(inputs: SiteInputs, readAhead?: ReadAhead): Promise<StampedInput> {
    const key = inputsKey(inputs);
    const hash = this.#options.inputHashes?.get(key);
    if (hash !== undefined) return { inputs, hash, entries: this.#options.inputEntries?.get(key) };
    let entries: InputEntry[] | undefined;
    const taken = await hashSiteInputs(this.#options.root, inputs, readAhead, (found) => {
      entries = found;
    });
    return { inputs, hash: taken, entries };
  }

  /** The modules a sidebars.js imported, and whether any came from installed packages. */
  async recordSidebarModules(): Promise<void> {
    if (this.context && this.#sidebarInputs.length) {
      this.inputs.push(await this.#hashed({ folders: [], files: this.#sidebarInputs }));
    }
    if (this.#importsPackages) this.inputs.push({ inputs: { folders: [], files: [] }, hash: undefined });
  }
}

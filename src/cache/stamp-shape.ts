// What a written build's stamp holds (build-stamp.ts), apart from the code that reads and writes it.
import type { Diagnostic } from '../core/model.js';
import type { ListedFile } from './out-listing.js';
import type { SiteInputs } from './site-inputs.js';

/** What a build reported, as the CLI shows it again. */
export interface StampedReport {
  outDir: string;
  pages: number;
  redirects: number;
  diagnostics: Diagnostic[];
}

export interface BuildStamp {
  context: string;
  /** Each group of inputs with its hash, taken before the build read them. */
  inputs: Array<{ inputs: SiteInputs; hash: string }>;
  /** Every file of out/ as listed after the build, and the SHA-256 of its contents. */
  out: Array<[...ListedFile, string]>;
  /** The key each keyed file (a page) was made under. */
  keys: Record<string, string>;
  report: StampedReport;
  /** The one-doc rebuild's record written with this stamp (src/lane/record.ts), by its id. */
  lane?: string;
}

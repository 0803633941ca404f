// What every template receives: the resolved config, strings and asset URLs. Templates only read it.
import type { Config } from '../src/core/config.js';
import type { Strings } from '../src/core/strings.js';

export interface Assets {
  css: string;
  /** Module scripts loaded by every page (small). */
  scripts: string[];
}

export interface PageContext {
  config: Config;
  strings: Strings;
  assets: Assets;
  /** Route of the doc a navbar item points at, resolved by the build. */
  resolveLink(item: { docId?: string | undefined; to?: string | undefined; href?: string | undefined }): string;
  /** Inline scripts run in <head> before first paint. */
  headScript: string;
  /** The Content-Security-Policy for a `<meta>` in every page (the headers' policy less what a meta cannot carry). */
  metaCsp?: string | undefined;
}

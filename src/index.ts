// The public API: what `import … from 'helpdocs'` gives.
export { defineConfig, type UserConfig, type Config } from './core/config.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export type { Diagnostic, Doc, Site, OutputFile } from './core/model.js';
export type { RawSidebarItem as SidebarItemConfig } from './assemble/sidebar/schema.js';
/** The shape of `sidebars.json`, `sidebars.js` or `sidebars.ts`: sidebar name → items. */
export type SidebarsConfig = Record<string, import('./assemble/sidebar/schema.js').RawSidebarItem[]>;

// The public API: what `import … from 'helpdocs'` gives.
export { defineConfig, type UserConfig, type Config } from './core/config.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export type { Diagnostic, Doc, Site, OutputFile } from './core/model.js';

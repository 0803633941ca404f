// The public API: what `import … from 'helpdocs'` gives.
export { defineConfig, type UserConfig, type Config } from './config/schema.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export type { Diagnostic, Doc, Site, OutputFile } from './model.js';

import path from 'node:path';
import { assetFiles, rawFiles, styleLanguageFiles } from './bundle-loaders.js';
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../../core/model.js';
import type { IslandUse } from './remark-mdx-islands.js';
import { present } from '../../core/present.js';
import { SITE_JSX } from './site-jsx.js';

/** What a site island chunk imports from the page's own React (set by src/client/site-islands.ts). */
const SHARED = /^(react|react-dom)(\/.*)?$/;

/** `import { useState } from 'react'` → the page's React, from the global the client sets before loading a chunk. */
export const sharedReact: Plugin = {
  name: 'helpdocs-shared-react',
  setup(build) {
    build.onResolve({ filter: SHARED }, (args) => ({ path: args.path, namespace: 'helpdocs-shared' }));
    build.onLoad({ filter: /.*/, namespace: 'helpdocs-shared' }, (args) => ({
      contents: `module.exports = globalThis.__helpdocsShared[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};
export const BROWSERS = ['chrome111', 'edge111', 'firefox113', 'safari16.4'];

export interface IslandChunks {
  /** The chunk's URL and file, bundled on first use; or the bundler's error. */
  urlFor(use: IslandUse): Promise<{ url: string; file: OutputFile } | { error: string }>;
}

/**
 * One browser chunk per site component a doc hydrates, named by its content hash. React is not in
 * it: the chunk takes the copy the page's islands already load, so there is one React per page.
 */
export function createIslandChunks(base: string, siteRoot: string): IslandChunks {
  const chunks = new Map<string, Promise<{ url: string; file: OutputFile } | { error: string }>>();
  const bundle = async (use: IslandUse) => {
    const name = `island-${use.id.replace(/[^\w-]+/g, '-')}`;
    const exported = use.exportName === 'default' ? 'default' : `${use.exportName} as default`;
    try {
      const { build } = await import('esbuild');
      const result = await build({
        stdin: {
          contents: `export { ${exported} } from ${JSON.stringify(use.module)};`,
          resolveDir: siteRoot,
          loader: 'js',
        },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: BROWSERS,
        minify: true,
        ...SITE_JSX,
        define: { 'process.env.NODE_ENV': '"production"' },
        outdir: '/islands',
        entryNames: `${name}.[hash]`,
        legalComments: 'none',
        nodePaths: [path.join(siteRoot, 'node_modules')],
        logLevel: 'silent',
        // The same URLs and class names as the page's server-rendered HTML (the doc's bundle publishes the files).
        plugins: [sharedReact, assetFiles(base, []), rawFiles(), styleLanguageFiles(siteRoot)],
      });
      const output = present(
        result.outputFiles.find((file) => file.path.endsWith('.js')),
        'bundled island',
      );
      const fileName = output.path.slice('/islands/'.length);
      return {
        url: `${base}assets/${fileName}`,
        file: { path: `${base.slice(1)}assets/${fileName}`, contents: output.contents },
      };
    } catch (error) {
      const errors = (error as { errors?: Array<{ text: string }> }).errors;
      return { error: errors?.map((e) => e.text).join('; ') ?? String(error) };
    }
  };
  return {
    async urlFor(use) {
      let chunk = chunks.get(use.id);
      if (!chunk) chunks.set(use.id, (chunk = bundle(use)));
      return chunk;
    },
  };
}

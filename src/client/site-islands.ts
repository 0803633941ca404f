// Loads a site component's island chunk (bundled by the site build, src/parse/mdx/island-chunks.ts).
// The chunk takes React from this global, so the page runs one React: the one its islands share.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import type { IslandModule } from './islands.js';

declare global {
  var __helpdocsShared: Record<string, unknown> | undefined;
}

globalThis.__helpdocsShared ??= { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM };

export function loadSiteIsland(src: string): Promise<IslandModule> {
  return import(/* @vite-ignore */ src) as Promise<IslandModule>;
}

// A site's static folders: `staticDir`, then `otherStaticDirs` (Docusaurus's staticDirectories). Each is copied
// under the base; where two hold the same path, the first one's file is published.
import type { Config } from './config.js';

/** The site's static folders, relative to its root, in the order a path is looked up in them. */
export function staticFoldersOf(config: Pick<Config, 'staticDir' | 'otherStaticDirs'>): string[] {
  return [...new Set([config.staticDir, ...config.otherStaticDirs])];
}

// A site's own plugin built on a content plugin (`./plugins/blog-plugin` that calls plugin-content-blog
// and adds data of its own, or a function in the config that does): its pages are that plugin's, so it is
// read as that plugin with its options.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type WrappedPlugin = 'blog' | 'docs';

const WRAPS = /['"]@docusaurus\/plugin-content-(blog|docs)['"]/;

/** Which content plugin the plugin module `name` (a path or a package of the site) builds on, if any. */
export function wrappedContentPlugin(root: string, name: string): WrappedPlugin | undefined {
  let file: string;
  try {
    file = createRequire(path.join(root, 'package.json')).resolve(name.startsWith('.') ? path.join(root, name) : name);
  } catch {
    return undefined;
  }
  // Only the site's own files and packages: a plugin inside helpdocs or Docusaurus is read by name.
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return (WRAPS.exec(readFileSync(file, 'utf8'))?.[1] as WrappedPlugin | undefined) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Which content plugin a plugin written as a function in the config builds on (the function's own code). */
export function wrappedInlinePlugin(plugin: (...args: never[]) => unknown): WrappedPlugin | undefined {
  return (WRAPS.exec(Function.prototype.toString.call(plugin))?.[1] as WrappedPlugin | undefined) ?? undefined;
}

// Tailwind finds its files from the process's working folder: version 3 its tailwind.config.js and the
// `content` globs in it, version 4 (@tailwindcss/postcss) the folder it scans for class names. Docusaurus
// runs in the site folder; helpdocs need not. Such a plugin is made with the site folder said outright,
// and the working folder of the build is left as it is.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Creator = ((options?: unknown) => { postcssPlugin?: string }) & { postcss?: boolean };

const TAILWIND_CONFIGS = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((ext) => `tailwind.config.${ext}`);

/** The plugin as PostCSS will run it, finding the site's files from `root`; another plugin as it is. */
export function fromSiteFolder(plugin: unknown, root: string): unknown {
  if (typeof plugin !== 'function' || (plugin as Creator).postcss !== true) return plugin;
  const creator = plugin as Creator;
  // A creator made with no options is what PostCSS would run: its name says which plugin it is.
  const made = creator();
  if (made?.postcssPlugin === '@tailwindcss/postcss') return creator({ base: root });
  if (made?.postcssPlugin !== 'tailwindcss') return made;
  const configFile = TAILWIND_CONFIGS.map((name) => path.join(root, name)).find((file) => existsSync(file));
  // No config in the site folder: Tailwind's defaults, not a config of wherever helpdocs was started.
  if (!configFile) return creator({ config: {} });
  return creator(withSiteContent(loadTailwindConfig(configFile), root, path.dirname(configFile)));
}

/** The config as Tailwind loads it (TypeScript and ESM too, since 3.3), else as Node requires it. */
function loadTailwindConfig(configFile: string): Record<string, unknown> {
  type Load = (file: string) => Record<string, unknown>;
  const fromSite = createRequire(configFile);
  try {
    const load = fromSite('tailwindcss/loadConfig') as Load | { default: Load };
    return typeof load === 'function' ? load(configFile) : load.default(configFile);
  } catch {
    const loaded = fromSite(configFile) as { default?: unknown };
    return (loaded.default ?? loaded) as Record<string, unknown>;
  }
}

/**
 * `content` globs made absolute: from the site folder, as Docusaurus's working folder, or from the
 * config's folder with `content.relative`.
 */
function withSiteContent(config: Record<string, unknown>, root: string, configDir: string): Record<string, unknown> {
  const content = config.content;
  const listed = Array.isArray(content) ? content : (content as { files?: unknown } | undefined)?.files;
  if (!Array.isArray(listed)) return config;
  const relative = !Array.isArray(content) && (content as { relative?: unknown }).relative === true;
  const base = relative ? configDir : root;
  const absolute = (glob: unknown) => {
    if (typeof glob !== 'string') return glob;
    return glob.startsWith('!') ? `!${path.resolve(base, glob.slice(1))}` : path.resolve(base, glob);
  };
  const files = listed.map(absolute);
  return { ...config, content: Array.isArray(content) ? files : { ...(content as object), files } };
}

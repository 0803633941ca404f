// The theme overrides with a Docusaurus site's swizzled components added (helpdocs's own theme/
// files win where both replace the same component).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../core/config.js';
import type { Strings } from '../core/strings.js';
import { pageCss } from '../core/page-css.js';
import type { ThemeOverrides } from './overrides.js';
import { loadSwizzledComponents } from './swizzled.js';

export async function withSwizzled(
  overrides: ThemeOverrides,
  root: string,
  config: Config,
  strings: Strings | undefined,
): Promise<ThemeOverrides> {
  if (!strings || !existsSync(path.join(root, 'src', 'theme'))) return overrides;
  const swizzled = await loadSwizzledComponents(root, config, strings);
  if (swizzled.key === '' && swizzled.diagnostics.length === 0) return overrides;
  const stylesheet = swizzled.css ? pageCss(config.base, 'swizzled', swizzled.css) : undefined;
  return {
    components: { ...swizzled.components, ...overrides.components },
    key: `${overrides.key}:${swizzled.key}`,
    diagnostics: [...overrides.diagnostics, ...swizzled.diagnostics],
    files: [...(overrides.files ?? []), ...swizzled.files, ...(stylesheet ? [stylesheet.file] : [])],
    ...(stylesheet ? { stylesheet: stylesheet.url } : {}),
  };
}

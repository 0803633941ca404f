// name → lazily imported widget chunk. A page downloads a widget only when the reader shows
// intent on it, so pages without a widget never load it (nor React).
import type { ComponentType } from 'react';
import type { IslandName } from '../../templates/islands/registry.js';

// Widgets take arbitrary JSON props; each one's own type is checked where it is rendered.
// biome-ignore lint/suspicious/noExplicitAny: each island declares its own props; they arrive as JSON the build checked
export type IslandModule = { default: ComponentType<any> };

export const islandLoaders: Record<IslandName, () => Promise<IslandModule>> = {
  'theme-toggle': () => import('../../templates/islands/ThemeToggle.js').then((m) => ({ default: m.ThemeToggle })),
  'search-box': () => import('../../templates/islands/SearchBox.js').then((m) => ({ default: m.SearchBox })),
  'search-page': () =>
    import('../../templates/islands/SearchPageResults.js').then((m) => ({ default: m.SearchPageResults })),
};

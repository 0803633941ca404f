// Every widget that hydrates, by name, for the server render. The browser's lazy map of the same
// names is src/client/islands.ts (a test checks the two agree).
import { SearchBox } from './SearchBox.js';
import { SearchPageResults } from './SearchPageResults.js';
import { ThemeToggle } from './ThemeToggle.js';

export const islands = {
  'theme-toggle': ThemeToggle,
  'search-box': SearchBox,
  'search-page': SearchPageResults,
};

export type IslandName = keyof typeof islands;

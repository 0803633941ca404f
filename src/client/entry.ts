// The only script a page loads up front. It stays small: React arrives only with the first island
// the reader reaches for (lazy-islands.ts). Always-on behaviours are plain DOM code, each in its
// own module.
import { followOtherTabs } from './colour-mode.js';
import { startIslands } from './lazy-islands.js';
import { readUiStrings } from './ui-strings.js';

const strings = readUiStrings();
followOtherTabs();
startIslands({ title: strings.crashTitle, retry: strings.crashRetry });

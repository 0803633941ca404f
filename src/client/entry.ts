// The only script a page loads up front. It stays small: React arrives only with the first island
// the reader reaches for (lazy-islands.ts), the page-change router with the first intent on a link
// (navigation/). The always-on behaviours are plain DOM code, one module each, because as islands
// each would pull React in on every page. They start on each page shown, and stop before a page
// change swaps it out.
import { startAnnouncement } from './announcement.js';
import { startBackToTop } from './back-to-top.js';
import { startCodeCopy } from './code-copy.js';
import { followOtherTabs } from './colour-mode.js';
import { startDrawer } from './drawer.js';
import { startIslands } from './lazy-islands.js';
import { stopAll } from './lifecycle.js';
import { startNavbarHiding } from './navbar.js';
import { startPageChanges } from './navigation/page-changes.js';
import { startVersionPreference } from './navigation/version-preference.js';
import { startSidebar } from './sidebar.js';
import { startTabs } from './tabs/start.js';
import { startToc } from './toc.js';
import { readUiStrings } from './ui-strings.js';
import { startVideos } from './video.js';

const strings = readUiStrings();
followOtherTabs();
startPageChanges({
  loadingLabel: strings.loading,
  startPage: () =>
    stopAll([
      startIslands({ title: strings.crashTitle, retry: strings.crashRetry }),
      startAnnouncement(),
      startDrawer(),
      startSidebar(strings),
      startToc(),
      startNavbarHiding(),
      startCodeCopy(strings),
      startVideos(),
      startBackToTop(strings),
      startVersionPreference(),
      startTabs(),
    ]),
});
// The scripts start after the first paint (templates/StartScripts.tsx); this says they have.
document.documentElement.setAttribute('data-enhanced', '');

// The tabs this script runs: not those inside an island, where React draws the tabs and keeps their state
// (a hydrated React page's @theme/Tabs, src/parse/react-page/browser-tabs.ts); changing that markup here
// would break hydration.
export const docTabs = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-ready])')].filter(
    (tabs) => !tabs.closest('[data-island]'),
  );

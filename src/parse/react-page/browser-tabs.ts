// `@theme/Tabs` and `@theme/TabItem` in a hydrated React page's browser chunk, as module source. The
// first render is the server's markup (../mdx/theme/tabs-view.ts, the same functions), so hydration
// matches; once mounted, the tabs draw their own tab list and keep the chosen tab in React state, as the
// doc tabs script (src/client/tabs/) does for static pages, which leaves tabs inside an island alone.
import { TAB_LABEL_CLASS, tabsMarkup } from '../markdown/tabs-markup.js';
import { tabsModel, tabsView } from '../mdx/theme/tabs-view.js';

const STORAGE = `const storageKey = (groupId) => 'docusaurus.tab.' + groupId;
  const read = (key) => { try { return localStorage.getItem(key); } catch { return null; } };
  const write = (key, value) => { try { localStorage.setItem(key, value); } catch {} };`;

/** Arrow keys (wrapping), Home and End move to a tab and choose it, as in the doc tabs script. */
const KEYS = `(event) => {
  const tabs = [...event.currentTarget.querySelectorAll('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement); if (current < 0) return; const last = tabs.length - 1;
  const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1,
    Home: 0, End: last }[event.key];
  if (next === undefined) return; event.preventDefault(); tabs[next].focus(); tabs[next].click(); }`;

export const TABS_SOURCE = `import { Children, createElement, isValidElement, useEffect, useId, useLayoutEffect, useRef,
    useState } from 'react';
  const tabsMarkup = ${tabsMarkup.toString()}; const tabsModel = ${tabsModel.toString()};
  const tabsView = ${tabsView.toString()};
  const deps = { createElement, Children, isValidElement, tabsMarkup, labelClass: ${JSON.stringify(TAB_LABEL_CLASS)} };
  ${STORAGE} const onKeyDown = ${KEYS};
  /** The tabs of each groupId on the page: choosing in one chooses in all. */
  const groups = new Map();
  export default function Tabs(props) {
    const model = tabsModel(deps, props); const id = useId();
    const [chosen, setChosen] = useState(undefined); const latest = useRef(model); latest.current = model;
    const moved = useRef(undefined);
    const has = (value) => value != null && latest.current.panels.some((panel) => panel.value === value);
    const fallback = (model.panels.find((panel) => panel.isDefault) ?? model.panels[0]).value;
    const choose = (value, tab) => {
      // Panels above may change height: the clicked tab stays where the reader sees it.
      if (tab) moved.current = { tab, top: tab.getBoundingClientRect().top };
      const { groupId, query } = latest.current;
      if (groupId) { for (const follow of groups.get(groupId) ?? []) follow(value); write(storageKey(groupId), value); }
      else setChosen(value);
      if (query) { const url = new URL(location.href); url.searchParams.set(query, value);
        history.replaceState(history.state, '', url); } };
    useEffect(() => {
      const { groupId, query } = latest.current; const follow = (value) => { if (has(value)) setChosen(value); };
      const stored = groupId ? read(storageKey(groupId)) : null; setChosen(has(stored) ? stored : fallback);
      const members = groupId ? (groups.get(groupId) ?? new Set()) : undefined;
      if (members) { members.add(follow); groups.set(groupId, members); }
      // A tab named in the address is chosen as if clicked: its whole group follows, and it is remembered.
      const asked = query ? new URLSearchParams(location.search).get(query) : null; if (has(asked)) choose(asked);
      const other = (event) => { if (groupId && event.key === storageKey(groupId) && event.newValue !== null)
        follow(event.newValue); };
      addEventListener('storage', other);
      return () => { members?.delete(follow); removeEventListener('storage', other); };
    }, [model.groupId, model.query]);
    useLayoutEffect(() => { const was = moved.current; moved.current = undefined; if (!was) return;
      const shift = was.tab.getBoundingClientRect().top - was.top; if (shift !== 0) scrollBy(0, shift); }, [chosen]);
    const live = chosen === undefined ? undefined : { id, chosen: has(chosen) ? chosen : fallback, choose, onKeyDown };
    return tabsView(deps, model, props.className, live); }`;

/** Alone (outside <Tabs>, which reads its props), a TabItem shows its content, as on the server. */
export const TAB_ITEM_SOURCE = `import { jsx } from 'react/jsx-runtime';
  export default function TabItem({ children }) { return jsx('div', { className: 'tabs-panel', children }); }`;

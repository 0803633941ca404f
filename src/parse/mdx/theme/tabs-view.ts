// The markup of `<Tabs>`, drawn alike on the server (Tabs.tsx) and by a hydrated React page's browser
// chunk (../../react-page/browser-tabs.ts), so hydration matches. Each function here uses only its
// arguments: the browser chunk embeds their source (Function.prototype.toString), React passed in.
import type { ElementAttributes, PanelAttributes, TabsAttributes } from '../../markdown/tabs-markup.js';
import type { createElement, Children, isValidElement, KeyboardEvent, ReactElement, ReactNode } from 'react';

export interface TabsViewProps {
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: ReadonlyArray<{ value: string; label?: ReactNode; default?: boolean }>;
  className?: string;
  children?: ReactNode;
}

export interface TabPanel {
  value: string;
  label: ReactNode;
  isDefault: boolean;
  children: ReactNode;
}

export interface TabsModel {
  /** The tabs, in the order of `<Tabs values>` when given. */
  panels: TabPanel[];
  /** `<TabItem>`s that `<Tabs values>` does not name: in the HTML, hidden, with no tab to show them. */
  unlisted: TabPanel[];
  groupId: string | undefined;
  /** The query parameter that names the chosen tab. */
  query: string | undefined;
}

/** What the view needs of React and of the markup shared with the Markdown directive. */
export interface TabsDeps {
  createElement: typeof createElement;
  Children: typeof Children;
  isValidElement: typeof isValidElement;
  tabsMarkup: (
    tabs: TabsAttributes,
    panels: readonly PanelAttributes[],
  ) => { container: ElementAttributes; panels: ElementAttributes[] };
  labelClass: string;
}

/** Tabs as the reader works them, once the browser runs them (absent on the server and at hydration). */
export interface LiveTabs {
  id: string;
  chosen: string;
  choose: (value: string, tab: HTMLElement) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The panels of `<Tabs>` from its `<TabItem>`s, with Docusaurus's rules, or the error that breaks them. */
export function tabsModel(deps: TabsDeps, props: TabsViewProps): TabsModel {
  const { groupId, queryString, defaultValue, values } = props;
  // As Docusaurus: a child counts as a tab when it has a `value` prop (even ""), or when <Tabs values> names them.
  const items = deps.Children.toArray(props.children).filter((child) => deps.isValidElement(child)) as ReactElement<
    Record<string, unknown>
  >[];
  const all = items.map((item, i) => {
    const itemProps = item.props;
    const named = values?.[i];
    if (!named && !('value' in itemProps))
      throw new Error('Every <TabItem> needs a value="…" (or name the tabs with <Tabs values={…}>)');
    const value = String('value' in itemProps ? (itemProps.value ?? '') : (named?.value ?? ''));
    const listed = values?.find((v) => v.value === value);
    const label = (listed?.label ?? itemProps.label ?? value) as ReactNode;
    // With <Tabs values>, the values alone make the tab list, their `default` included (useTabValues).
    const marked = values ? listed?.default : itemProps.default;
    const isDefault = defaultValue ? defaultValue === value : marked === true;
    return { value, label, isDefault, children: itemProps.children as ReactNode };
  });
  // A value no <TabItem> has is still a tab, with nothing under it (zmk's tab bar, its panels elsewhere in the doc).
  const panels = values
    ? values.map(
        (entry): TabPanel =>
          all.find((panel) => panel.value === entry.value) ?? {
            value: entry.value,
            label: entry.label ?? entry.value,
            isDefault: defaultValue ? defaultValue === entry.value : entry.default === true,
            children: null,
          },
      )
    : all;
  const unlisted = all.filter((panel) => !panels.includes(panel));
  if (panels.length === 0) throw new Error('<Tabs> needs at least one <TabItem>');
  const twice = (list: readonly TabPanel[]) =>
    list.find((panel, i) => list.findIndex((o) => o.value === panel.value) !== i);
  const duplicate = twice(all) ?? twice(panels);
  if (duplicate) throw new Error(`Two <TabItem>s have the value "${duplicate.value}"`);
  if (defaultValue && !panels.some((panel) => panel.isDefault))
    throw new Error(`<Tabs defaultValue="${defaultValue}"> names no <TabItem>`);
  if (queryString === true && !groupId)
    throw new Error('<Tabs queryString> without a value needs a groupId to name the query parameter');
  const query =
    queryString === true ? groupId : typeof queryString === 'string' && queryString !== '' ? queryString : undefined;
  return { panels, unlisted, groupId, query };
}

/**
 * The tabs' elements: without `live`, every panel under its label (the server's markup, which the doc
 * tabs script enhances); with it, the tab list and panels the doc tabs script would make of them.
 */
export function tabsView(deps: TabsDeps, model: TabsModel, className: string | undefined, live?: LiveTabs) {
  const h = deps.createElement;
  const markup = deps.tabsMarkup({ groupId: model.groupId, queryString: model.query }, model.panels);
  const attributes = (element: ElementAttributes, extra?: string) => ({
    className: extra ? `${element.className} ${extra}` : element.className,
    ...element.data,
  });
  const tabId = (i: number) => `${live?.id}-tab-${i}`;
  const panelId = (i: number) => `${live?.id}-panel-${i}`;
  const list =
    live &&
    h(
      'div',
      { key: 'tabs-list', className: 'tabs-list', role: 'tablist', onKeyDown: live.onKeyDown },
      model.panels.map((panel, i) =>
        h(
          'button',
          {
            key: panel.value,
            type: 'button',
            className: 'tabs-tab',
            id: tabId(i),
            role: 'tab',
            'aria-selected': String(panel.value === live.chosen),
            'aria-controls': panelId(i),
            tabIndex: panel.value === live.chosen ? 0 : -1,
            onClick: (event: { currentTarget: HTMLElement }) => live.choose(panel.value, event.currentTarget),
          },
          panel.label,
        ),
      ),
    );
  const panels = model.panels.map((panel, i) => {
    const element = markup.panels[i] ?? { className: 'tabs-panel', data: {} };
    const role = live && {
      id: panelId(i),
      role: 'tabpanel',
      'aria-labelledby': tabId(i),
      tabIndex: 0,
      hidden: panel.value !== live.chosen,
    };
    // A label drawn by the site's JSX may hold blocks, which a <p> cannot.
    const tag = deps.isValidElement(panel.label) ? 'div' : 'p';
    const label = h(tag, { className: deps.labelClass, hidden: live && true }, panel.label);
    return h('div', { key: panel.value, ...attributes(element), ...role }, label, panel.children);
  });
  // Not a .tabs-panel, so the doc tabs script makes no tab of it either: Docusaurus's TabContent hides it.
  const unlisted = model.unlisted.map((panel, i) =>
    h('div', { key: `unlisted-${i}`, 'data-value': panel.value, hidden: true }, panel.children),
  );
  const ready = live && { 'data-ready': '' };
  return h('div', { ...attributes(markup.container, className), ...ready }, list, panels, unlisted);
}

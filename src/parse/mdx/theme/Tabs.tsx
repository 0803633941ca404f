import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { TAB_LABEL_CLASS, tabsMarkup } from '../../markdown/tabs-markup.js';
import { type TabsDeps, tabsModel, tabsView } from './tabs-view.js';

export interface TabsProps {
  groupId?: string;
  /** `true` uses the groupId as the query parameter's name, as in Docusaurus. */
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: ReadonlyArray<{ value: string; label?: string; default?: boolean }>;
  /** Accepted for Docusaurus pages; every panel is in the HTML anyway. */
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

const deps: TabsDeps = { createElement, Children, isValidElement, tabsMarkup, labelClass: TAB_LABEL_CLASS };

/** Docusaurus's `<Tabs>` with the same markup as the `::::tabs` directive, so the same client code runs it. */
export function Tabs(props: TabsProps) {
  return tabsView(deps, tabsModel(deps, props), props.className);
}

export default Tabs;

// The static markup of tabs, shared by the Markdown directive and the MDX <Tabs>, so both look and
// behave the same (src/client/tabs.ts). Without JavaScript every panel shows, under its label; the
// client builds the tab list from the panels' labels and hides the panels not chosen.

export interface TabsAttributes {
  groupId?: string | undefined;
  /** Name of the query parameter that selects a tab (`?tab=yarn`). */
  queryString?: string | undefined;
}

export interface PanelAttributes {
  value: string;
  isDefault: boolean;
}

/** A class list and `data-*` attributes, spelled as in HTML; each renderer maps them to its own names. */
export interface ElementAttributes {
  className: string;
  data: Record<string, string>;
}

export function tabsMarkup(
  tabs: TabsAttributes,
  panels: readonly PanelAttributes[],
): { container: ElementAttributes; panels: ElementAttributes[] } {
  return {
    container: {
      className: 'tabs',
      data: {
        'data-tabs': '',
        ...(tabs.groupId ? { 'data-group-id': tabs.groupId } : {}),
        ...(tabs.queryString ? { 'data-query-string': tabs.queryString } : {}),
      },
    },
    panels: panels.map((panel) => ({
      className: 'tabs-panel',
      data: { 'data-value': panel.value, ...(panel.isDefault ? { 'data-default': '' } : {}) },
    })),
  };
}

export const TAB_LABEL_CLASS = 'tabs-label';

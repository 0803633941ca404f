import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  /** Text, or the site's JSX (an icon beside the text). */
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** Read by <Tabs>, which renders the panels; alone, it shows its content. */
export function TabItem({ children }: TabItemProps) {
  return <div className="tabs-panel">{children}</div>;
}

export default TabItem;

import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { tabsMarkup, TAB_LABEL_CLASS, type ElementAttributes } from '../../markdown/tabs-markup.js';
import type { TabItemProps } from './TabItem.js';
import { present } from '../../../core/present.js';

export interface TabsProps {
  groupId?: string;
  /** `true` uses the groupId as the query parameter's name, as in Docusaurus. */
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: ReadonlyArray<{ value: string; label?: string }>;
  /** Accepted for Docusaurus pages; every panel is in the HTML anyway. */
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

const reactProps = (element: ElementAttributes, className?: string) => ({
  className: className ? `${element.className} ${className}` : element.className,
  ...element.data,
});

/** Docusaurus's `<Tabs>` with the same markup as the `::::tabs` directive, so the same client code runs it. */
export function Tabs({ groupId, queryString, defaultValue, values, className, children }: TabsProps) {
  // As Docusaurus: a child counts as a tab when it has a `value` prop (even ""), or when <Tabs values> names them.
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement(child),
  );
  const panels = items.map((item, i) => {
    const props = item.props as Partial<TabItemProps> & object;
    const named = values?.[i];
    if (!named && !('value' in props))
      throw new Error('Every <TabItem> needs a value="…" (or name the tabs with <Tabs values={…}>)');
    const value = String('value' in props ? (props.value ?? '') : (named?.value ?? ''));
    const label = values?.find((v) => v.value === value)?.label ?? props.label ?? value;
    const isDefault = defaultValue ? defaultValue === value : props.default === true;
    return { value, label, isDefault, children: props.children };
  });
  if (panels.length === 0) throw new Error('<Tabs> needs at least one <TabItem>');
  const duplicate = panels.find((panel, i) => panels.findIndex((other) => other.value === panel.value) !== i);
  if (duplicate) throw new Error(`Two <TabItem>s have the value "${duplicate.value}"`);
  if (defaultValue && !panels.some((panel) => panel.isDefault))
    throw new Error(`<Tabs defaultValue="${defaultValue}"> names no <TabItem>`);
  if (queryString === true && !groupId)
    throw new Error('<Tabs queryString> without a value needs a groupId to name the query parameter');
  const query =
    queryString === true ? groupId : typeof queryString === 'string' && queryString !== '' ? queryString : undefined;
  const markup = tabsMarkup({ groupId, queryString: query }, panels);
  return (
    <div {...reactProps(markup.container, className)}>
      {panels.map((panel, i) => (
        <div key={panel.value} {...reactProps(present(markup.panels[i], 'tab panel'))}>
          {isValidElement(panel.label) ? (
            // A label drawn by the site's JSX may hold blocks, which a <p> cannot.
            <div className={TAB_LABEL_CLASS}>{panel.label}</div>
          ) : (
            <p className={TAB_LABEL_CLASS}>{panel.label}</p>
          )}
          {panel.children}
        </div>
      ))}
    </div>
  );
}

export default Tabs;

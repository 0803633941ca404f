import type { BlockContent, Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report.js';
import { tabsMarkup, type ElementAttributes, type TabsAttributes } from './tabs-markup.js';
import { present } from '../../core/present.js';
import { textMayHold } from './text-may-hold.js';

const TABS_ATTRIBUTES = new Set(['groupId', 'queryString']);
const TAB_ATTRIBUTES = new Set(['label', 'value', 'default']);

/**
 * `::::tabs{groupId="pm"}` holding `:::tab{label="npm" value="npm" default}` items (Docusaurus's
 * names) → the static markup of tabs-markup.ts, where every panel is readable without JavaScript.
 * Runs before remarkDirectives, which would call `tabs` an unknown directive.
 */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    if (!textMayHold(file, ':::')) return;
    visit(tree, 'containerDirective', (node) => {
      if (node.name === 'tabs') toTabs(node, file);
    });
    // A `tab` left over sits outside any tabs (or inside a `:::tabs` closed by its first `:::`).
    visit(tree, 'containerDirective', (node) => {
      if (node.name !== 'tab') return;
      report(
        file,
        node,
        'error',
        'A ":::tab" must sit inside a "::::tabs" container',
        'tabs-structure',
        'write the container with four colons: ::::tabs … ::::',
      );
      asBlock(node, { className: 'tabs-orphan', data: {} });
    });
  };
}

function toTabs(node: ContainerDirective, file: VFile): void {
  const attributes = node.attributes ?? {};
  for (const key of Object.keys(attributes)) {
    if (!TABS_ATTRIBUTES.has(key)) {
      report(file, node, 'error', `Unknown tabs attribute "${key}"`, 'tabs-attribute', 'use groupId or queryString');
    }
  }
  const groupId = attributes.groupId ?? undefined;
  const queryString = queryStringKey(attributes.queryString, groupId);
  if (queryString === null) {
    report(
      file,
      node,
      'error',
      'queryString without a value needs a groupId to name the query parameter',
      'tabs-attribute',
      'write queryString="tab" or add groupId="…"',
    );
  }
  const panels: Array<{ label: PhrasingContent[]; value: string; isDefault: boolean; children: BlockContent[] }> = [];
  const values = new Set<string>();
  for (const child of node.children) {
    if (child.type === 'paragraph' && child.data?.directiveLabel) {
      report(file, child, 'warning', 'Tabs take no [label]; it is left out', 'tabs-label', 'label each :::tab instead');
      continue;
    }
    if (child.type !== 'containerDirective' || child.name !== 'tab') {
      report(
        file,
        child,
        'error',
        'Tabs hold only ":::tab" items',
        'tabs-structure',
        'move this content into a :::tab',
      );
      continue;
    }
    const tab = readTab(child, file);
    if (values.has(tab.value))
      report(
        file,
        child,
        'error',
        `Two tabs have the value "${tab.value}"`,
        'tabs-value',
        'give each tab its own value',
      );
    values.add(tab.value);
    panels.push(tab);
  }
  if (panels.length === 0) {
    report(
      file,
      node,
      'error',
      'Tabs need at least one ":::tab" item',
      'tabs-structure',
      'write ::::tabs with four colons so its :::tab items fit inside',
    );
  }
  if (panels.filter((panel) => panel.isDefault).length > 1) {
    report(file, node, 'error', 'More than one tab is marked default', 'tabs-default');
  }
  const options: TabsAttributes = { groupId, queryString: queryString ?? undefined };
  const markup = tabsMarkup(
    options,
    panels.map((panel) => ({ value: panel.value, isDefault: panel.isDefault })),
  );
  asBlock(node, markup.container);
  node.children = panels.map((panel, i) => ({
    type: 'blockquote',
    data: { hName: 'div', hProperties: hastProperties(present(markup.panels[i], 'tab panel')) },
    children: [
      {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['tabs-label'] } },
        children: panel.label,
      } satisfies Paragraph,
      ...panel.children,
    ],
  })) as never;
}

function readTab(node: ContainerDirective, file: VFile) {
  const attributes = node.attributes ?? {};
  for (const key of Object.keys(attributes)) {
    if (!TAB_ATTRIBUTES.has(key))
      report(file, node, 'error', `Unknown tab attribute "${key}"`, 'tabs-attribute', 'use label, value or default');
  }
  const first = node.children[0];
  const bracketLabel = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const children = (bracketLabel ? node.children.slice(1) : node.children) as BlockContent[];
  // Docusaurus shows the value when a tab has no label.
  const labelText = attributes.label ?? (bracketLabel ? undefined : attributes.value);
  const label: PhrasingContent[] = bracketLabel?.children ?? (labelText ? [{ type: 'text', value: labelText }] : []);
  if (label.length === 0 || (bracketLabel && mdastText(bracketLabel).trim() === '')) {
    report(file, node, 'error', 'A tab needs a label', 'tabs-label', 'write :::tab{label="npm"} or :::tab[npm]');
  }
  const value = attributes.value ?? (mdastText({ type: 'paragraph', children: label }).trim() || 'tab');
  return {
    label,
    value,
    isDefault: attributes.default !== undefined && attributes.default !== null && attributes.default !== 'false',
    children,
  };
}

/** `queryString="os"` names the parameter; a bare `queryString` uses the groupId, as in Docusaurus. */
function queryStringKey(raw: string | null | undefined, groupId: string | undefined): string | undefined | null {
  if (raw === undefined || raw === null || raw === 'false') return undefined;
  if (raw === '' || raw === 'true') return groupId ?? null;
  return raw;
}

/** Turns a directive into a plain container (so remarkDirectives leaves it alone) rendered as a div. */
function asBlock(node: ContainerDirective, element: ElementAttributes): void {
  (node as unknown as { type: string }).type = 'blockquote';
  node.data = { hName: 'div', hProperties: hastProperties(element) };
}

function hastProperties(element: ElementAttributes): Record<string, string | string[]> {
  return { className: element.className.split(' '), ...element.data };
}

import type { Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

export type AdmonitionKind = 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger';

/** Docusaurus's names carry over, with its aliases (`important` shows as `info`); the pt-BR aliases map onto them. */
const KINDS: Record<string, AdmonitionKind> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
  secondary: 'note',
  important: 'info',
  success: 'tip',
  nota: 'note',
  dica: 'tip',
  atencao: 'warning',
  cuidado: 'caution',
  perigo: 'danger',
};

/** Docusaurus's legacy aliases keep their own name as the default title, untranslated (its Admonition/Types). */
const ALIAS_TITLES: Readonly<Record<string, string>> = {
  secondary: 'secondary',
  important: 'important',
  success: 'success',
};

export function isAdmonitionName(name: string): boolean {
  return name in KINDS;
}

export interface AdmonitionOptions {
  titles: Record<AdmonitionKind, string>;
  /**
   * More names (Docusaurus's `admonitions.keywords`). Its theme has no component for them and draws the
   * `info` one (Admonition's getAdmonitionTypeComponent): so are they here.
   */
  keywords?: readonly string[] | undefined;
}

/** `:::tip[Título]` → `<div class="admonition admonition-tip">` with a title and a body. */
export function toAdmonition(node: ContainerDirective, options: AdmonitionOptions): boolean {
  const kind = KINDS[node.name] ?? (options.keywords?.includes(node.name) ? 'info' : undefined);
  if (!kind) return false;
  const first = node.children[0];
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasLabel ? (first as Paragraph) : undefined;
  const body = hasLabel ? node.children.slice(1) : node.children;
  const title: Paragraph = label
    ? { ...label, data: { hName: 'p', hProperties: { className: ['admonition-title'] } } }
    : {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        children: [{ type: 'text', value: ALIAS_TITLES[node.name] ?? options.titles[kind] }],
      };
  node.data = {
    // A div, not an aside: every aside would be an unnamed landmark for screen readers.
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${kind}`] },
  };
  node.children = [
    title,
    // A container that mdast-util-to-hast renders through `data.hName`.
    {
      type: 'blockquote',
      data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
      children: body,
    } as never,
  ];
  return true;
}

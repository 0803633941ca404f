import type { ReactNode } from 'react';
import type { AdmonitionKind } from '../../markdown/remark-admonitions.js';

export interface AdmonitionProps {
  type: AdmonitionKind;
  title?: ReactNode;
  children?: ReactNode;
}

const KINDS = new Set<string>(['note', 'tip', 'info', 'warning', 'caution', 'danger']);

/** Docusaurus's `<Admonition type="tip" title="…">`, with the markup of the `:::tip` directive. */
export function createAdmonition(titles: Record<AdmonitionKind, string>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per build, with no hooks
  return function Admonition({ type, title, children }: AdmonitionProps) {
    if (!KINDS.has(type))
      throw new Error(`<Admonition type="${String(type)}"> is not one of note, tip, info, warning, caution, danger`);
    return (
      <div className={`admonition admonition-${type}`}>
        <p className="admonition-title">{title ?? titles[type]}</p>
        <div className="admonition-content">{children}</div>
      </div>
    );
  };
}

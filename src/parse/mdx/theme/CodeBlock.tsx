import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Children, createContext, useContext, type JSX, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Highlighter } from '../../markdown/code/highlighter.js';
import { renderCodeBlock, type CodeProblem } from '../../markdown/code/render-code-block.js';

export interface CodeBlockContextValue {
  highlighter: Highlighter;
  /** Problems of a block (an unknown language), reported at the doc's first <CodeBlock>. */
  report(problem: CodeProblem): void;
}

export const CodeBlockContext = createContext<CodeBlockContextValue | undefined>(undefined);

export interface CodeBlockProps {
  language?: string;
  title?: string;
  /** Docusaurus's fence meta, e.g. `{1,3-4}`. */
  metastring?: string;
  showLineNumbers?: boolean | number;
  children?: ReactNode;
}

const quoted = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

/** Docusaurus's `<CodeBlock language title metastring showLineNumbers>`: the same block as a fence. */
// Return type named: inferred, it is hast-util-to-jsx-runtime's global JSX, absent from a site's types.
export function CodeBlock({ language, title, metastring, showLineNumbers, children }: CodeBlockProps): JSX.Element {
  const context = useContext(CodeBlockContext);
  if (!context) throw new Error('<CodeBlock> rendered outside an MDX doc');
  const value = Children.toArray(children).join('').replace(/\n$/, '');
  const meta = [
    title !== undefined ? `title=${quoted(title)}` : '',
    showLineNumbers === true
      ? 'showLineNumbers'
      : typeof showLineNumbers === 'number'
        ? `showLineNumbers=${showLineNumbers}`
        : '',
    metastring ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const { element, problems } = renderCodeBlock({ lang: language, meta, value }, context.highlighter);
  for (const problem of problems) context.report(problem);
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}

export default CodeBlock;

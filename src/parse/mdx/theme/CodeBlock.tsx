import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Children, createContext, isValidElement, useContext, type JSX, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Highlighter } from '../../markdown/code/highlighter.js';
import { type CodeBlockInput, renderCodeBlock, type CodeProblem } from '../../markdown/code/render-code-block.js';

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
  className?: string;
  children?: ReactNode;
}

const quoted = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

/** The code of a block whose children are text, as Docusaurus joins them; `undefined` when they hold elements. */
export function codeText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.join('').replace(/\n$/, '');
}

/** The block as a fence would give it: its language, its meta (title, line numbers) and its code. */
export function codeBlockInput(
  { language, title, metastring, showLineNumbers }: CodeBlockProps,
  value: string,
): CodeBlockInput {
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
  return { lang: language, meta, value };
}

/** Children with elements (`{command}<Version />`): Docusaurus draws them as they are, not highlighted. */
export function ElementCodeBlock({ className, children }: Pick<CodeBlockProps, 'className' | 'children'>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways; keyboard readers scroll what takes focus
    <pre tabIndex={0} className={className}>
      <code>{children}</code>
    </pre>
  );
}

/** Docusaurus's `<CodeBlock language title metastring showLineNumbers>`: the same block as a fence. */
// Return type named: inferred, it is hast-util-to-jsx-runtime's global JSX, absent from a site's types.
export function CodeBlock(props: CodeBlockProps): JSX.Element {
  const context = useContext(CodeBlockContext);
  if (!context) throw new Error('<CodeBlock> rendered outside an MDX doc');
  const value = codeText(props.children);
  if (value === undefined) return <ElementCodeBlock {...props} />;
  const { element, problems } = renderCodeBlock(codeBlockInput(props, value), context.highlighter);
  for (const problem of problems) context.report(problem);
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}

export default CodeBlock;

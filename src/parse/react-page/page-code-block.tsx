// `@theme/CodeBlock` in a React page: highlighted at build time as a doc's block is. Its HTML sits in
// a wrapper React does not look inside, keyed by the block's props: a hydrated page's browser chunk
// (CODE_BLOCK_SOURCE) has no highlighter, so it finds the server's HTML by that key and draws the same.
import { toHtml } from 'hast-util-to-html';
import type { JSX } from 'react';
import { renderCodeBlock } from '../markdown/code/render-code-block.js';
import {
  type CodeBlockContextValue,
  type CodeBlockProps,
  codeBlockInput,
  codeText,
  ElementCodeBlock,
} from '../mdx/theme/CodeBlock.js';

/** FNV-1a, base 36: the key of a block's props, computed alike here and in the browser. */
const HASH = `(text) => { let h = 0x811c9dc5; for (let i = 0; i < text.length; i++) {
  h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; } return h.toString(36); }`;

function codeKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What a block is keyed by: every prop its HTML depends on. */
const KEYED = `({ language, title, metastring, showLineNumbers }, code) =>
  JSON.stringify([language ?? null, title ?? null, metastring ?? null, showLineNumbers ?? null, code])`;

function keyed({ language, title, metastring, showLineNumbers }: CodeBlockProps, code: string): string {
  return JSON.stringify([language ?? null, title ?? null, metastring ?? null, showLineNumbers ?? null, code]);
}

/** The server's key of a block. */
export const serverKey = (props: CodeBlockProps, code: string): string => codeKey(keyed(props, code));

const wrapperClass = (className: string | undefined) =>
  ['code-block', 'page-code', className].filter(Boolean).join(' ');

/** The page's CodeBlock, highlighting with `context` and reporting its problems there. */
export function pageCodeBlock(context: CodeBlockContextValue) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, with its highlighter; no hooks
  return function CodeBlock(props: CodeBlockProps): JSX.Element {
    const code = codeText(props.children);
    if (code === undefined) return <ElementCodeBlock {...props} />;
    const { element, problems } = renderCodeBlock(codeBlockInput(props, code), context.highlighter);
    for (const problem of problems) context.report(problem);
    return (
      <div
        className={wrapperClass(props.className)}
        data-code={serverKey(props, code)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the block highlighted at build time
        dangerouslySetInnerHTML={{ __html: toHtml(element) }}
      />
    );
  };
}

/**
 * The browser's CodeBlock, as module source: the server's HTML of a block with the same props (read from
 * the page once, kept for when it is drawn again), or its code unhighlighted for a block the server never drew.
 */
export const CODE_BLOCK_SOURCE = `import { jsx } from 'react/jsx-runtime';
  import { Children, isValidElement } from 'react';
  const hash = ${HASH}; const keyed = ${KEYED}; const drawn = new Map();
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const plain = ({ title, showLineNumbers }, code) => { const first = typeof showLineNumbers === 'number'
      ? showLineNumbers : 1; const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
    const lines = numbered ? code.split('\\n').map((line, i) => '<span class="code-line" data-line="' + (first + i)
      + '">' + escape(line) + '</span>').join('\\n') : escape(code);
    const pre = '<pre tabindex="0"' + (numbered ? ' class="code-line-numbers"' : '') + '><code>' + lines
      + '</code></pre>';
    return title === undefined ? pre : '<figure class="code-figure"><figcaption class="code-title">' + escape(title)
      + '</figcaption>' + pre + '</figure>'; };
  export default function CodeBlock(props) {
    const parts = Children.toArray(props.children);
    if (parts.some((part) => isValidElement(part))) return jsx('pre', { tabIndex: 0, className: props.className,
      children: jsx('code', { children: props.children }) });
    const code = parts.join('').replace(/\\n$/, ''); const key = hash(keyed(props, code));
    if (!drawn.has(key)) { const server = document.querySelector('.page-code[data-code="' + key + '"]');
      drawn.set(key, server ? server.innerHTML : plain(props, code)); }
    return jsx('div', { className: ['code-block', 'page-code', props.className].filter(Boolean).join(' '),
      'data-code': key,
      dangerouslySetInnerHTML: { __html: drawn.get(key) } }); }`;

/** The browser's key of a block (its source run), for a test to hold it to the server's. */
export const BROWSER_KEY = `((props, code) => (${HASH})((${KEYED})(props, code)))`;

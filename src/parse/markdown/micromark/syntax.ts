// What micromark/load.ts loads: the parser and the syntax plugins of the chain's micromark path.
export { default as remarkFrontmatter } from 'remark-frontmatter';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkParse } from 'remark-parse';
export { remarkDirectiveNames } from '../remark-directive-names.js';
export { remarkGfmParts } from '../remark-gfm-parts.js';

// What parses HTML (parse5, through rehype-raw and hast-util-from-html): loaded by load.ts only for
// the docs that need it.
export { default as rehypeRaw } from 'rehype-raw';
export { fromHtml } from 'hast-util-from-html';

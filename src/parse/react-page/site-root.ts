// A swizzled `@theme/Root` (src/theme/Root): Docusaurus draws the whole app inside it, so what it adds
// around its children (a button, a note, a provider) is on every page. Here it wraps each React page
// (and a swizzled NotFound): the page module a bundle starts from draws the page inside the Root.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The site's Root file (relative to the site), if it swizzled one. */
export function swizzledRoot(root: string): string | undefined {
  const candidates = ['Root', 'Root/index'].flatMap((stem) =>
    ['tsx', 'jsx', 'ts', 'js'].map((ext) => `src/theme/${stem}.${ext}`),
  );
  return candidates.find((file) => existsSync(path.join(root, file)));
}

/** How a page is drawn: inside the site's Root (absolute path), and inside Layout (NotFound/Content alone). */
export interface PageFrame {
  root?: string;
  layout?: boolean;
}

/** The module a page's bundle starts from: its default export is the page, framed as `frame` says. */
export function pageEntry(file: string, { root, layout }: PageFrame = {}): string {
  if (!root && !layout) return `export { default } from ${JSON.stringify(file)};`;
  const page = layout ? 'jsx(Layout, { children: jsx(Page, props) })' : 'jsx(Page, props)';
  return [
    "import { jsx } from 'react/jsx-runtime';",
    `import Page from ${JSON.stringify(file)};`,
    ...(layout ? ["import Layout from '@theme/Layout';"] : []),
    ...(root ? [`import Root from ${JSON.stringify(root)};`] : []),
    `export default function FramedPage(props) { return ${root ? `jsx(Root, { children: ${page} })` : page}; }`,
  ].join('\n');
}

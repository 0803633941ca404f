// A swizzled NotFound (Docusaurus 3): `src/theme/NotFound` is the whole 404 page (its Layout, its
// PageMetadata title, `@theme/NotFound/Content` inside); `src/theme/NotFound/Content` alone is what
// Docusaurus's own NotFound draws in its Layout. Either is drawn as a React page is, for the 404 page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocusaurusSite } from '../mdx/theme/docusaurus.js';
import type { Strings } from '../../core/strings.js';
import type { ModuleLookup } from './page-modules.js';

const CONTENT = '@theme/NotFound/Content';
const ORIGINAL_CONTENT = '@theme-original/NotFound/Content';

export interface SwizzledNotFound {
  /** The file drawn: the whole page, or the content alone (drawn inside Docusaurus's Layout). */
  file: string;
  whole: boolean;
  /** `@theme/NotFound/Content` as the site's own file, when it swizzled it. */
  aliases: Record<string, string>;
}

function fileOf(root: string, name: string): string | undefined {
  const candidates = [name, `${name}/index`].flatMap((stem) =>
    ['tsx', 'jsx', 'ts', 'js'].map((ext) => `src/theme/${stem}.${ext}`),
  );
  return candidates.find((file) => existsSync(path.join(root, file)));
}

export function swizzledNotFound(root: string): SwizzledNotFound | undefined {
  const page = fileOf(root, 'NotFound');
  const content = fileOf(root, 'NotFound/Content');
  const aliases: Record<string, string> = content ? { [CONTENT]: path.join(root, content) } : {};
  if (page) return { file: page, whole: true, aliases };
  return content ? { file: content, whole: false, aliases } : undefined;
}

/** The 404 page's title and paragraphs: the site's translations (code.json), else helpdocs's own. */
export function notFoundTexts(strings: Strings, site: DocusaurusSite): { title: string; p1: string; p2: string } {
  const own = site.translations ?? {};
  return {
    title: own['theme.NotFound.title'] ?? strings.t('notFound.title'),
    p1: own['theme.NotFound.p1'] ?? strings.t('notFound.body'),
    p2: own['theme.NotFound.p2'] ?? strings.t('notFound.hint'),
  };
}

/** Docusaurus's NotFound/Content, for a NotFound that draws the original content (server side). */
export function withNotFoundContent(lookup: ModuleLookup, texts: ReturnType<typeof notFoundTexts>): ModuleLookup {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per draw, with the locale's texts
  const Content = ({ className }: { className?: string }) => (
    <main className={['container margin-vert--xl', className].filter(Boolean).join(' ')}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{texts.title}</h1>
          <p>{texts.p1}</p>
          <p>{texts.p2}</p>
        </div>
      </div>
    </main>
  );
  const module = { __esModule: true, default: Content };
  return (id) => (id === CONTENT || id === ORIGINAL_CONTENT ? module : lookup(id));
}

/** The same content as the browser chunk's stand-in (module source), so hydration matches. */
export function notFoundContentSource(texts: ReturnType<typeof notFoundTexts>): Record<string, string> {
  const source = `import { jsx, jsxs } from 'react/jsx-runtime'; const t = ${JSON.stringify(texts)};
    export default function NotFoundContent({ className }) {
      return jsx('main', { className: ['container margin-vert--xl', className].filter(Boolean).join(' '),
        children: jsx('div', { className: 'row', children: jsxs('div', { className: 'col col--6 col--offset-3',
          children: [jsx('h1', { className: 'hero__title', children: t.title }), jsx('p', { children: t.p1 }),
            jsx('p', { children: t.p2 })] }) }) }); }`;
  return { [CONTENT]: source, [ORIGINAL_CONTENT]: source };
}

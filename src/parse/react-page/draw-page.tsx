// One React page of `src/pages`: bundled, run in a realm of its own (as an MDX doc is), and drawn.
// A page with state, effects or handlers is drawn with renderToString inside an island wrapper and
// gets a browser chunk; one without is static markup and ships no script of its own.
import { isBuiltin } from 'node:module';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { OutputFile } from '../../core/model.js';
import { runBundledModule } from '../mdx/compile.js';
import { type DocRealm, docRealm } from '../mdx/doc-realm.js';
import type { DocusaurusSite } from '../mdx/theme/docusaurus.js';
import { bundlePage } from './bundle-page.js';
import type { ModuleLookup } from './page-modules.js';
import { type ChunkOptions, pageChunk } from './page-chunk.js';
import { type PageMeta, PageMetaContext } from './page-theme.js';
import { withStyleClasses } from '../markdown/style-classes.js';

export interface DrawnPage {
  html: string;
  meta: PageMeta;
  /** The page's own rules: its CSS modules, Sass and CSS imports. */
  css?: string;
  /** Files it imports (images as URLs) and its browser chunk. */
  files: OutputFile[];
  /** Imports with no stand-in, drawn as nothing. */
  missing: string[];
  /** Style attributes left out: they could load a file (`url(`). */
  refusedStyles: string[];
  hydrated: boolean;
}

const Nothing = () => null;

/** Runs the bundled page for its default export, held to `deadlineMs` as a doc's code is. */
function pageComponent(code: string, lookup: ModuleLookup, deadlineMs: number, realm: DocRealm): ComponentType {
  // Anything the bundle left to the lookup that it does not have (a missing `@theme/…`) draws nothing; a Node
  // built-in (`node:process`, which vfile reads through react-markdown) is Node's own, as for a doc's code.
  const served = (id: string) => lookup(id) ?? (isBuiltin(id) ? undefined : { __esModule: true, default: Nothing });
  const exported = realm.within(deadlineMs, () => runBundledModule(code, served, realm));
  if (!exported) throw new Error(`it ran past ${deadlineMs} ms`);
  const component = (exported as { default?: unknown }).default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
    throw new Error('it has no default export to draw');
  return component as ComponentType;
}

export async function drawPage(
  root: string,
  file: string,
  site: DocusaurusSite,
  lookup: ModuleLookup,
  { deadlineMs, staticDirs, ...chunk }: { deadlineMs: number; staticDirs: readonly string[] } & ChunkOptions,
): Promise<DrawnPage | { error: string }> {
  const bundled = await bundlePage(root, file, { base: site.base, staticDirs }, lookup, chunk.aliases, chunk.frame);
  if (!bundled.ok) return { error: bundled.error };
  const realm = docRealm();
  const Page = pageComponent(bundled.code, lookup, deadlineMs, realm);
  // Drawn under the same deadline: a page that loops cannot hold the build.
  const draw = (render: () => string) => {
    const drawn = realm.within(deadlineMs, render);
    if (drawn === undefined) throw new Error(`drawing it ran past ${deadlineMs} ms`);
    return drawn;
  };
  const meta: PageMeta = {};
  const hydrated = bundled.interactive;
  const files = [...bundled.files];
  // A page with state is drawn for hydration (renderToString), inside an island its chunk hydrates.
  const browser = hydrated ? await pageChunk(root, file, site, staticDirs, chunk) : undefined;
  if (browser && 'error' in browser) return { error: `its browser chunk does not bundle: ${browser.error}` };
  if (browser) files.push(browser.file);
  const render = browser ? renderToString : renderToStaticMarkup;
  // The page's style attributes become classes, with their rules.
  const drawn = await withStyleClasses(
    draw(() =>
      render(
        <PageMetaContext.Provider value={meta}>
          <Page />
        </PageMetaContext.Provider>,
      ),
    ),
  );
  const html = browser
    ? renderToStaticMarkup(
        <div
          className="island"
          data-island={`site:${file}`}
          data-island-src={browser.url}
          data-props="{}"
          data-eager=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's server markup, hydrated later
          dangerouslySetInnerHTML={{ __html: drawn.html }}
        />,
      )
    : drawn.html;
  const css = [bundled.css, drawn.css].filter(Boolean).join('\n');
  return {
    html,
    meta,
    ...(css ? { css } : {}),
    files,
    missing: bundled.missing,
    refusedStyles: drawn.refused,
    hydrated,
  };
}

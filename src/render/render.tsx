import { pageKeyOf } from './page-key.js';
import { siteHome } from './site-home.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { PageContext } from '../../templates/context.js';
import { RedirectStub } from '../../templates/RedirectStub.js';
import { PageElsewhere } from '../../templates/PageElsewhere.js';
import { ReactPage as ReactPageView } from '../../templates/ReactPage.js';
import { originalComponents } from '../../templates/theme.js';
import type { ReactPage } from '../parse/react-page/index.js';
import { hashText } from '../core/hash-text.js';
import { identity, remember, type BuildMemo } from '../cache/memo.js';
import type { BuildFile, Doc, OutputFile, Site, SiteFrame } from '../core/model.js';
import {
  docsBase,
  htmlAliasOfRoute,
  outputPathOfRoute,
  pageElsewhereRoute,
  pageFilesOf,
  pageLinkOf,
  tagsRoute,
} from '../core/routes.js';
import { siteSearchRoute } from '../core/search-routes.js';
import { sidebarTopPages } from '../assemble/top-pages.js';
import { blogOfPost } from '../assemble/blog.js';
import { publishedEditUrl } from '../assemble/edit-url.js';
import { isLazySidebar, sidebarData } from './sidebar-data.js';
import { inDisplayOrder, listedTags, tagsByName } from '../assemble/tags.js';
import { REDIRECT_SCRIPT } from './head-script.js';
import type { Strings } from '../core/strings.js';
import { pageCss } from '../core/page-css.js';
import { katexAssets, type KatexAssets } from './math-assets.js';
import { INFIMA_RULES } from '../parse/react-page/infima-rules.js';
import { present } from '../core/present.js';
import { sidebarCards } from '../parse/mdx/doc-cards.js';
import { BlogPost } from '../../templates/BlogPost.js';
import { blogPages, postNeighbours } from './blog-pages.js';
import { pageUrl } from './page-urls.js';
import { pageLinksInForm } from './page-links.js';

/** A page's HTML, its links to the site's pages in the site's form (page-links.ts). */
function pageHtml(element: ReactElement, config: SiteFrame['config']): string {
  return pageLinksInForm(`<!doctype html>${renderToStaticMarkup(element)}`, pageFilesOf(config), config.base);
}

/** A stub at `path` that sends the reader to `toRoute`. */
function stub(site: SiteFrame, strings: Strings, path: string, toRoute: string, csp: string | undefined): OutputFile {
  const canonical = pageUrl(toRoute, site);
  return {
    path,
    contents: pageHtml(
      <RedirectStub
        to={pageLinkOf(site.config, toRoute)}
        canonical={canonical}
        strings={strings}
        locale={site.config.locale}
        script={REDIRECT_SCRIPT}
        csp={csp}
      />,
      site.config,
    ),
  };
}

export interface SiteRenderer {
  /**
   * A doc's page and the stub at its `.html` form; `digest` names what the doc was parsed from
   * (src/cache/parse-cache.ts).
   */
  docPages(doc: Doc, digest?: string): BuildFile[];
  /**
   * What a doc page's key holds besides the doc's digest (src/lane/ keys the page of a doc parsed again with
   * it: pageKeyOf); set once the page's files were made with a key.
   */
  pageFrames: ReadonlyMap<string, string>;
  /**
   * Every other HTML file: redirect stubs, 404, search, tag and generated index pages; `docs`, the
   * parsed docs, give an index's cards the start of a doc's text when it has no description;
   * `reactPages`, the site's own React pages drawn (they take the home's and their routes' place);
   * `notFound`, its swizzled NotFound drawn (it takes the 404 page's content's place).
   */
  otherPages(
    docs?: ReadonlyMap<string, Doc>,
    reactPages?: readonly ReactPage[],
    notFound?: ReactPage,
  ): Generator<BuildFile>;
}

/**
 * A doc's own part of its page's key, for keys that outlive the process (`keyed`): what it parsed
 * to. Identity serves within one process (watch mode); across builds only the contents can.
 */
function docDigest(doc: Doc): string {
  const { source, anchorIds, ...parsed } = doc;
  return hashText(JSON.stringify([source.path, [...anchorIds], parsed]));
}

/**
 * Site → every HTML file of `out/` (assets are added by the bundle stage). Only a doc's own page
 * needs its body; everything else is drawn from the docs' headers, so pages render as docs arrive.
 */
export function createRenderer(
  site: SiteFrame,
  ctx: PageContext,
  memo?: BuildMemo,
  overridesKey = '',
  keyed?: string,
): SiteRenderer {
  const { config } = site;
  const page = (element: ReactElement) => pageHtml(element, config);
  // Where each page is written and its stub beside it, in the site's form (core/routes.ts PageFiles).
  const files = pageFilesOf(config);
  const fileOf = (route: string) => outputPathOfRoute(route, files, config.base);
  const aliasOf = (route: string) => htmlAliasOfRoute(route, files, config.base);
  // The site's overrides (theme/<Name>.tsx) or the originals.
  const { CategoryIndex, DocPage, NotFound, SearchPage, TagPage, TagsIndex } = ctx.theme;
  // Watch mode re-renders a doc page only when something it shows changed: keep this key complete.
  // Large parts are hashed once per build, so each page's key stays small.
  // `keyed` (the code and strings that draw every page) also names each page file by this key, so a
  // later build keeps the file out/ already holds (src/output/write.ts).
  const contextKey =
    memo || keyed !== undefined
      ? hashText(
          JSON.stringify([
            keyed ?? '',
            ctx.config,
            ctx.assets,
            ctx.headScript,
            ctx.metaCsp,
            ctx.logo,
            ctx.favicon,
            overridesKey,
            site.docs.map((d) => [d.id, d.route]),
            ctx.languages?.key,
            ...(ctx.versions ? [ctx.versions.key] : []),
            // What the navbar's links lead to and say, which docs and sidebars decide (a docsVersion's main doc).
            ctx.config.navbar.items
              .flatMap((item) => [item, ...(item.items ?? [])])
              .map((item) => [ctx.resolveLink(item), ctx.linkLabel(item)]),
          ]),
        )
      : '';
  const sidebarKeys = new Map(
    memo || keyed !== undefined ? site.sidebars.map((sidebar) => [sidebar, hashText(JSON.stringify(sidebar))]) : [],
  );
  const pageFrames = new Map<string, string>();
  const keyedFile = (make: () => OutputFile, path: string, key: () => string): BuildFile =>
    keyed === undefined ? make() : { path, key: hashText(key()), make: () => make().contents };
  // The other pages are kept too, keyed by what they show.
  const kept = (name: string, path: string, key: () => unknown, render: () => OutputFile): BuildFile => {
    const fullKey = () => JSON.stringify([contextKey, key()]);
    return keyedFile(() => remember(memo, name, fullKey, render), path, fullKey);
  };
  const keptStub = (path: string, toRoute: string) =>
    kept(
      `stub:${path}`,
      path,
      () => toRoute,
      () => stub(site, ctx.strings, path, toRoute, ctx.metaCsp),
    );
  const docTagsByName = tagsByName(site.tags);
  const blogTagsByName = new Map(site.blogs.map((blog) => [blog, tagsByName(blog.tags)]));
  // Written with the first page that shows math (or has its own styles), each file once per build.
  let katex: KatexAssets | undefined;
  const mathFilesWritten = new Set<string>();
  function pageStylesheets(doc: Doc): { stylesheets: string[]; files: OutputFile[] } {
    const styles = doc.styles === undefined ? undefined : pageCss(config.base, 'styles', doc.styles);
    const own = [...(doc.math ? [pageCss(config.base, 'math', doc.math.css)] : []), ...(styles ? [styles] : [])];
    const files: OutputFile[] = [];
    if (doc.math && !katex) files.push(...(katex = katexAssets(config.base)).files);
    for (const { file } of own) if (!mathFilesWritten.has(file.path)) files.push(file);
    for (const { file } of own) mathFilesWritten.add(file.path);
    return { stylesheets: [...(doc.math && katex ? [katex.cssUrl] : []), ...own.map(({ url }) => url)], files };
  }
  function docPages(doc: Doc, digest?: string): BuildFile[] {
    const blog = blogOfPost(site.blogs, doc);
    const named = (blog && blogTagsByName.get(blog)) ?? docTagsByName;
    const tags = doc.frontMatter.unlisted ? [] : doc.frontMatter.tags.flatMap((name) => named.get(name) ?? []);
    const found = doc.frontMatter.last_update?.date
      ? {
          timestamp: Date.parse(doc.frontMatter.last_update.date) / 1000,
          ...(doc.frontMatter.last_update.author ? { author: doc.frontMatter.last_update.author } : {}),
        }
      : site.lastUpdated.get(doc.source.path);
    const lastUpdate =
      found && config.lastUpdate.time
        ? { timestamp: found.timestamp, ...(found.author && config.lastUpdate.author ? { author: found.author } : {}) }
        : undefined;
    const custom = doc.frontMatter.custom_edit_url;
    const siteEditUrl = publishedEditUrl(config, doc, blog);
    // custom_edit_url: this doc's own link, or null for none.
    const editUrl = custom === null ? undefined : (custom ?? siteEditUrl);
    const nav = site.nav.get(doc.id);
    const neighbours = blog ? postNeighbours(blog, doc) : {};
    // Everything the page shows but what the doc parsed to, hashed once.
    let frame: string | undefined;
    const key = (docKey: string) => {
      if (frame === undefined) {
        const { sidebar, ...place } = nav ?? { breadcrumbs: [] };
        frame = hashText(
          JSON.stringify([
            contextKey,
            sidebar && (sidebarKeys.get(sidebar) ?? hashText(JSON.stringify(sidebar))),
            place,
            tags.map((t) => [t.route, t.label]),
            lastUpdate,
            editUrl,
            [neighbours.newer?.route, neighbours.newer?.title, neighbours.older?.route, neighbours.older?.title],
            // A post's date and authors come from its name and authors.yml, not from what was parsed.
            doc.source.post,
          ]),
        );
        pageFrames.set(doc.route, frame);
      }
      return pageKeyOf(frame, docKey);
    };
    const math = pageStylesheets(doc);
    const path = fileOf(doc.route);
    const render = () => ({
      path,
      contents: remember(
        memo,
        `page:${doc.route}`,
        () => key(identity(doc)),
        () =>
          page(
            doc.source.post ? (
              <BlogPost
                ctx={ctx}
                doc={doc}
                {...neighbours}
                tags={tags}
                editUrl={editUrl}
                stylesheets={math.stylesheets}
              />
            ) : (
              <DocPage
                ctx={ctx}
                doc={doc}
                nav={nav}
                tags={tags}
                lastUpdate={lastUpdate}
                editUrl={editUrl}
                stylesheets={math.stylesheets}
              />
            ),
          ),
      ),
    });
    const alias = aliasOf(doc.route);
    return [
      keyedFile(render, path, () => key(digest ?? docDigest(doc))),
      ...(alias ? [keptStub(alias, doc.route)] : []),
      ...math.files,
    ];
  }
  /** A page for each page another program serves (pagesElsewhere), unless the site has one there. */
  function* pagesElsewhere(docs: ReadonlyMap<string, Doc>, drawn: ReadonlySet<string>): Generator<BuildFile> {
    const taken = new Set([...(docs.size > 0 ? docs : site.docsById).values()].map((doc) => doc.route));
    for (const route of drawn) taken.add(route);
    for (const sitePath of config.pagesElsewhere) {
      const route = pageElsewhereRoute(config.base, sitePath);
      if (!taken.has(route)) yield { path: fileOf(route), contents: page(<PageElsewhere ctx={ctx} route={route} />) };
    }
  }
  /** Infima's classes, linked by the React pages before the site's CSS (written once). */
  const infima = pageCss(config.base, 'infima', INFIMA_RULES);
  /** The site's React pages, each with its stylesheet and the files it imports (each file once). */
  function* reactPageFiles(pages: readonly ReactPage[], written: Set<string>): Generator<BuildFile> {
    for (const drawn of pages) {
      const css = pageCss(config.base, 'styles', drawn.css);
      for (const file of [infima.file, css.file, ...drawn.files]) {
        if (!written.has(file.path)) yield file;
        written.add(file.path);
      }
      const { title, wholeTitle, titleTemplate, description, noFooter } = drawn.meta;
      yield {
        path: fileOf(drawn.route),
        contents: page(
          <ReactPageView
            ctx={ctx}
            route={drawn.route}
            html={drawn.html}
            title={title}
            wholeTitle={wholeTitle}
            titleTemplate={titleTemplate}
            description={description}
            noFooter={noFooter}
            stylesheet={css.url}
            infimaStylesheet={infima.url}
          />,
        ),
      };
    }
  }
  /**
   * The 404 page: helpdocs's, or the site's swizzled NotFound in its layout (unless theme/ overrides
   * NotFound itself). Not keyed: the hosting files copy its contents.
   */
  function* notFoundFiles(swizzled: ReactPage | undefined, written: Set<string>): Generator<BuildFile> {
    const drawn = NotFound === originalComponents.NotFound ? swizzled : undefined;
    const css = drawn && pageCss(config.base, 'styles', drawn.css);
    for (const file of drawn && css ? [infima.file, css.file, ...drawn.files] : []) {
      if (!written.has(file.path)) yield file;
      written.add(file.path);
    }
    const { title, description, noFooter } = drawn?.meta ?? {};
    const element =
      drawn && css ? (
        <ReactPageView
          ctx={ctx}
          html={drawn.html}
          title={title ?? ctx.strings.t('notFound.title')}
          description={description ?? ctx.strings.t('notFound.body')}
          noFooter={noFooter}
          stylesheet={css.url}
          infimaStylesheet={infima.url}
        />
      ) : (
        <NotFound ctx={ctx} />
      );
    yield remember(
      memo,
      'page-404',
      () => (drawn ? `${contextKey}:${hashText(drawn.html + drawn.css)}` : contextKey),
      () => ({ path: `${config.base.replace(/^\//, '')}404.html`, contents: page(element) }),
    );
  }
  function* otherPages(
    docs: ReadonlyMap<string, Doc> = new Map(),
    reactPages: readonly ReactPage[] = [],
    notFound?: ReactPage,
  ): Generator<BuildFile> {
    for (const redirect of site.redirects) {
      const target = redirect.toRoute + (redirect.fragment ?? '');
      yield keptStub(fileOf(redirect.fromRoute), target);
      const alias = aliasOf(redirect.fromRoute);
      if (alias) yield keptStub(alias, target);
    }
    // A version other than the last (or another docs instance) draws its own search and tags pages; the
    // base's pages are the main docs' last version's.
    const ownsBase = !site.besideBase && (!ctx.versions || ctx.versions.current.isLast);
    // The files the site's React pages (and its NotFound) import, each written once.
    const written = new Set<string>();
    if (ownsBase) yield* notFoundFiles(notFound, written);
    // A large sidebar's whole tree, once, for the pages that carry only their own branch.
    const sidebarFiles = new Set<string>();
    for (const sidebar of site.sidebars) {
      const { path, contents } = sidebarData(sidebar, config.base, files);
      if (!isLazySidebar(sidebar) || sidebarFiles.has(path)) continue;
      if (sidebarFiles.size === 0 && ctx.assets.sidebarScript) yield ctx.assets.sidebarScript.file;
      yield { path, contents };
      sidebarFiles.add(path);
    }
    const search = siteSearchRoute(config, ctx.strings);
    // A doc at a React page's route is the site's (Docusaurus refuses the clash; helpdocs keeps the doc).
    const docRoutes = new Set([...(docs.size > 0 ? docs : site.docsById).values()].map((doc) => doc.route));
    const drawn = ownsBase ? reactPages.filter((found) => !docRoutes.has(found.route)) : [];
    const drawnRoutes = new Set(drawn.map((found) => found.route));
    const home = ownsBase && !drawnRoutes.has(config.base) ? siteHome(site, ctx) : undefined;
    if (home) yield { path: home.path, contents: page(home.element) };
    if (ownsBase) yield* reactPageFiles(drawn, written);
    if (ownsBase) yield* pagesElsewhere(docs, drawnRoutes);
    const topPages = sidebarTopPages(site.sidebars);
    yield kept(
      'search-page',
      fileOf(search),
      () => topPages,
      () => ({
        path: fileOf(search),
        contents: page(<SearchPage ctx={ctx} route={search} topPages={topPages} />),
      }),
    );
    for (const index of site.categoryIndexes) {
      const path = fileOf(index.route);
      const cards = sidebarCards(index.category.items, docs.size > 0 ? docs : site.docsById, ctx.strings);
      yield kept(
        `category-index:${index.route}`,
        path,
        () => [
          index.index,
          index.breadcrumbs,
          index.previous,
          index.next,
          cards,
          sidebarKeys.get(index.sidebar) ?? index.sidebar,
        ],
        () => ({ path, contents: page(<CategoryIndex ctx={ctx} page={index} cards={cards} />) }),
      );
      const alias = aliasOf(index.route);
      if (alias) yield keptStub(alias, index.route);
    }
    if (ownsBase)
      for (const blog of site.blogs) yield* blogPages(blog, ctx, docs.size > 0 ? docs : site.docsById, page, kept);
    if (site.tags.length > 0) {
      const indexRoute = tagsRoute(docsBase(config));
      // Keyed in the order tags were collected; sorted for readers only when a tag page is drawn.
      let sorted: { tags: Site['tags']; byRoute: Map<string, Site['tags'][number]> } | undefined;
      const displayed = () => {
        if (sorted) return sorted;
        const tags = inDisplayOrder(site.tags, config.locale);
        return (sorted = { tags, byRoute: new Map(tags.map((tag) => [tag.route, tag])) });
      };
      // What TagsIndex and TagPage show of a tag and its docs (keep in step with templates/TagsPages.tsx).
      const tagKey = (tag: Site['tags'][number]) => [
        tag.label,
        tag.slug,
        tag.route,
        tag.description,
        tag.unlisted,
        tag.docs.map((d) => [d.id, d.route, d.title, d.frontMatter.description]),
      ];
      // No list of tags when every tag is unlisted, as Docusaurus (plugin-content-docs routes.js, buildTagsListRoute).
      if (listedTags(site.tags).length > 0)
        yield kept(
          'page-tags',
          fileOf(indexRoute),
          () => listedTags(site.tags).map((tag) => [tag.label, tag.slug, tag.route, tag.docs.length]),
          () => ({
            path: fileOf(indexRoute),
            contents: page(<TagsIndex ctx={ctx} tags={listedTags(displayed().tags)} route={indexRoute} />),
          }),
        );
      for (const tag of site.tags) {
        yield kept(
          `tag:${tag.route}`,
          fileOf(tag.route),
          () => tagKey(tag),
          () => ({
            path: fileOf(tag.route),
            contents: page(
              <TagPage
                ctx={ctx}
                tag={present(displayed().byRoute.get(tag.route), `tag ${tag.route}`)}
                tagsRoute={indexRoute}
              />,
            ),
          }),
        );
      }
    }
  }
  return { docPages, otherPages, pageFrames };
}

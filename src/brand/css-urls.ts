// The url()s of a site's custom CSS, read as Docusaurus's webpack reads them: a path from `/` is looked up in the
// static folder and then from the site folder (its resolve.roots), any other from the CSS file's folder. A file of the
// static folder is served from the site's base: its url() is written so. Any other is named in a warning.
import path from 'node:path';

export interface CssUrlSite {
  /** The site folder. */
  root: string;
  /** The static folders, relative to the site folder, in the order a path is looked up in them. */
  staticDirs: readonly string[];
  /** Files of the static folders, relative to theirs with `/`. */
  staticFiles: ReadonlySet<string>;
  base: string;
}

export interface CssUrlProblem {
  url: string;
  message: string;
}

const URL_TOKEN = /url\(\s*(["']?)([^"')]*)\1\s*\)/g;
/** Addresses a url() keeps: data, another scheme, another host, an SVG fragment. */
const KEPT = /^(?:[a-z][a-z\d+.-]*:|\/\/|#|$)/i;

/** The static file `url` (read from the CSS file `cssFile`, relative to the site) names, if any. */
function staticFileOf(url: string, cssFile: string, site: CssUrlSite): string | undefined {
  for (const dir of site.staticDirs) {
    const staticRoot = path.resolve(site.root, dir);
    // A path already under the base (`/manual/img/a.png`) names the file it is served as.
    const underBase =
      site.base !== '/' && url.startsWith(site.base) ? [path.join(staticRoot, url.slice(site.base.length))] : [];
    const candidates = url.startsWith('/')
      ? [...underBase, path.join(staticRoot, url), path.join(site.root, url)]
      : [path.resolve(site.root, path.dirname(cssFile), url)];
    for (const file of candidates) {
      const inside = path.relative(staticRoot, file).split(path.sep).join('/');
      if (!inside.startsWith('../') && !path.isAbsolute(inside) && site.staticFiles.has(inside)) return inside;
    }
  }
  return undefined;
}

/** A url()'s path as a file name (`%20` a space); as written when it is not valid percent-encoding. */
function decoded(file: string): string {
  try {
    return decodeURI(file);
  } catch {
    return file;
  }
}

/** `css` with each url() of a static file served from the base; the others as written, each named. */
export function rebaseCssUrls(
  css: string,
  cssFile: string,
  site: CssUrlSite,
): { css: string; problems: CssUrlProblem[] } {
  const problems: CssUrlProblem[] = [];
  const rebased = css.replace(URL_TOKEN, (whole, quote: string, written: string) => {
    if (KEPT.test(written)) return whole;
    // `font.eot?#iefix`, `icons.svg#arrow`: the file is what comes before.
    const cut = written.search(/[?#]/);
    const file = cut < 0 ? written : written.slice(0, cut);
    const found = staticFileOf(decoded(file), cssFile, site);
    if (found === undefined) {
      problems.push({
        url: written,
        message: `url(${written}) leads to no file of ${site.staticDirs.join('/, ')}/: the browser will not find it`,
      });
      return whole;
    }
    const served = `${site.base}${encodeURI(found)}${cut < 0 ? '' : written.slice(cut)}`;
    return `url(${quote}${served}${quote})`;
  });
  return { css: rebased, problems };
}

/**
 * Stage brand: the config's logo, favicon, colours, fonts and custom CSS → what the templates show
 * (the logo with its size, the tab icon) and one hashed stylesheet linked after the theme's, or
 * nothing at all when none is set (the page stays byte for byte as without this stage). Every
 * problem is a diagnostic at its place in the config or in the CSS file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { compileStyleLanguage, STYLE_LANGUAGE } from '../core/style-language.js';
import { sitePostCssOf } from '../load/postcss/active.js';
import { readSiteFile } from '../load/site-file.js';
import type { Message } from 'esbuild';
import type { Config } from '../core/config.js';
import type { Diagnostic, OutputFile, Position } from '../core/model.js';
import { configFileOf } from '../load/config/load.js';
import { findIn, findKey } from '../core/config-positions.js';
import { imageSize } from 'image-size';
import { contrastFailures, derivePalette, passingShade } from './palette.js';
import { fontsCss, LOGO_CSS, paletteCss } from './stylesheet.js';
import { type CssUrlSite, rebaseCssUrls } from './css-urls.js';
import { infimaPrimaryCss } from './infima-primary.js';
import { staticFoldersOf } from '../core/static-folders.js';

export interface BrandLogo {
  src: string;
  srcDark?: string | undefined;
  alt: string;
  /** Where the logo leads; without it, the home of the page's locale. */
  href?: string | undefined;
  width: number;
  height: number;
  showTitle: boolean;
}

export interface Brand {
  logo?: BrandLogo | undefined;
  favicon?: { href: string; type: string } | undefined;
  /** URL of the site's own stylesheet, when it has one. */
  cssUrl?: string | undefined;
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

/** The config schema accepts only these extensions for a favicon. */
const iconType = (file: string) => ICON_TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'image/x-icon';

export async function prepareBrand(
  root: string,
  config: Config,
  staticFiles: ReadonlySet<string>,
  /** The folder of each static file outside `staticDir` (core/static-folders.ts). */
  staticFolderOf: ReadonlyMap<string, string> = new Map(),
): Promise<Brand> {
  const { logo, favicon, colors, fonts, customCss } = config;
  if (!logo && !favicon && !colors && !fonts && !customCss) return { files: [], diagnostics: [] };
  const configFile = configFileOf(root);
  const text = await readFile(path.join(root, configFile), 'utf8').catch(() => '');
  const diagnostics: Diagnostic[] = [];
  const error = (at: Position, message: string, ruleId: string, hint?: string) =>
    diagnostics.push({ severity: 'error', file: configFile, ...at, message, ruleId, ...(hint ? { hint } : {}) });
  const warning = (at: Position, message: string, ruleId: string, hint?: string) =>
    diagnostics.push({ severity: 'warning', file: configFile, ...at, message, ruleId, ...(hint ? { hint } : {}) });
  const staticPath = (sitePath: string) =>
    path.join(root, staticFolderOf.get(sitePath.slice(1)) ?? config.staticDir, sitePath.slice(1));
  /** A file the config names under static/ should be there: without it the page leaves it out, as a browser would. */
  const present = (key: string, sitePath: string): boolean => {
    if (staticFiles.has(sitePath.slice(1))) return true;
    warning(
      findIn(text, sitePath),
      `${key} "${sitePath}" is not a file under ${config.staticDir}/`,
      'brand-missing-file',
      `put it at ${config.staticDir}${sitePath}`,
    );
    return false;
  };
  const url = (sitePath: string) => `${config.base}${sitePath.slice(1)}`;

  let brandLogo: BrandLogo | undefined;
  if (logo) {
    const found = present('logo.src', logo.src);
    if (logo.srcDark) present('logo.srcDark', logo.srcDark);
    const measured = found ? logoSize(await readFile(staticPath(logo.src))) : undefined;
    const width = logo.width ?? measured?.width;
    const height = logo.height ?? measured?.height;
    if (found && (!width || !height)) {
      error(
        findIn(text, logo.src),
        `The size of logo "${logo.src}" cannot be read from the file`,
        'brand-logo-size',
        'set logo.width and logo.height (pixels), or or use an image whose file gives its size (SVG with ' +
          'width/height or a viewBox, PNG, JPEG, GIF, WebP)',
      );
    }
    brandLogo = {
      src: url(logo.src),
      srcDark: logo.srcDark && url(logo.srcDark),
      alt: logo.alt,
      href: logo.href,
      width: width ?? 0,
      height: height ?? 0,
      showTitle: logo.showTitle,
    };
  }
  if (favicon) present('favicon', favicon);
  for (const face of fonts?.files ?? []) present('fonts.files src', face.src);

  const parts: string[] = [];
  if (logo) parts.push(LOGO_CSS);
  if (colors) {
    const palette = derivePalette(colors);
    const at = findKey(text, 'colors');
    for (const failure of contrastFailures(palette)) {
      error(
        at,
        `Colour contrast too low in ${failure.mode} mode: ${failure.name}, ${failure.foreground} ` +
          `on ${failure.background} is ${failure.ratio.toFixed(2)}:1, WCAG AA needs ${failure.minimum}:1`,
        'brand-contrast',
        contrastHint(failure.mode, colors),
      );
    }
    parts.push(paletteCss(palette));
  }
  if (fonts) parts.push(fontsCss(fonts, config.base));
  const cssSite = { root, staticDirs: staticFoldersOf(config), staticFiles, base: config.base };
  for (const file of customCss ?? []) parts.push(await customStylesheet(cssSite, file, text, diagnostics));

  const css = parts.join('\n');
  const assets = `${config.base.replace(/^\//, '')}assets/`;
  const name = css ? `site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css` : undefined;
  return {
    logo: brandLogo,
    favicon: favicon ? { href: url(favicon), type: iconType(favicon) } : undefined,
    cssUrl: name && `/${assets}${name}`,
    files: name ? [{ path: `${assets}${name}`, contents: css }] : [],
    diagnostics,
  };
}

/** In light mode the brand colour is used as given: name a darker shade that would pass. */
function contrastHint(mode: string, colors: NonNullable<Config['colors']>): string {
  if (mode === 'dark') return 'choose a darker or more saturated brand colour';
  const lightPasses = (settings: NonNullable<Config['colors']>) =>
    contrastFailures(derivePalette(settings)).every((f) => f.mode !== 'light');
  const primary = lightPasses({ ...colors, accent: colors.accent ?? colors.primary })
    ? undefined
    : passingShade(colors.primary, (c) =>
        lightPasses({ primary: c, ...(colors.accent ? { accent: colors.accent } : {}) }),
      );
  const accent = colors.accent
    ? passingShade(colors.accent, (c) => lightPasses({ primary: primary ?? colors.primary, accent: c }))
    : undefined;
  const shades = [
    primary && `primary "${primary}"`,
    accent &&
      colors.accent &&
      !lightPasses({ primary: primary ?? colors.primary, accent: colors.accent }) &&
      `accent "${accent}"`,
  ].filter(Boolean);
  return shades.length > 0
    ? `a darker shade passes, e.g. ${shades.join(' and ')}`
    : 'choose a darker brand colour (light mode reads it on white)';
}

/** A custom CSS file, checked and minified by esbuild; its problems are placed in the file. */
async function customStylesheet(
  site: CssUrlSite,
  file: string,
  configText: string,
  diagnostics: Diagnostic[],
): Promise<string> {
  const { root } = site;
  const relative = file.replace(/^\.\//, '');
  let source: string;
  try {
    source = await readSiteFile(root, relative);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    diagnostics.push({
      severity: 'error',
      file: configFileOf(root),
      ...findIn(configText, file),
      message: `customCss "${file}" is not a file of the site`,
      ruleId: 'brand-missing-file',
      hint: 'paths start at the site folder, e.g. "css/custom.css"',
    });
    return '';
  }
  // The file as written, where a url()'s warning is placed (Sass and PostCSS change the text below).
  const written = source;
  const place =
    (severity: 'error' | 'warning') =>
    (message: Message): Diagnostic => ({
      severity,
      file: relative,
      line: message.location?.line ?? 1,
      column: (message.location?.column ?? 0) + 1,
      message: message.text,
      ruleId: 'custom-css',
    });
  if (STYLE_LANGUAGE.test(relative)) {
    // Sass or Less (docusaurus-plugin-sass, -less): compiled by the site's package, then checked as CSS.
    try {
      source = await compileStyleLanguage(root, path.join(root, relative));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      diagnostics.push({
        severity: 'error',
        file: relative,
        line: 1,
        column: 1,
        message: reason ?? 'could not be compiled',
        ruleId: 'custom-css',
      });
      return '';
    }
  }
  // Tailwind's `@tailwind utilities` is in a site's customCss: its PostCSS runs here too.
  const postCss = sitePostCssOf(root);
  if (postCss) source = await postCss.process(path.join(root, relative), source);
  try {
    const { transform } = await import('esbuild');
    const result = await transform(source, { loader: 'css', minify: true, sourcefile: relative, logLevel: 'silent' });
    diagnostics.push(...result.warnings.map(place('warning')));
    const { css, problems } = rebaseCssUrls(result.code.trimEnd(), relative, site);
    for (const problem of problems)
      diagnostics.push({
        severity: 'warning',
        file: relative,
        ...findIn(written, problem.url),
        message: problem.message,
        ruleId: 'custom-css',
        hint: `put the file under ${site.staticDirs[0] ?? 'static'}/ and name it from there, e.g. /fonts/a.woff2`,
      });
    // The site's Infima brand colour becomes helpdocs's own, after the file's rules.
    return css + infimaPrimaryCss(css);
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    diagnostics.push(...errors.map(place('error')));
    return '';
  }
}

/** The logo's size in CSS pixels (an SVG's own, or its viewBox's); undefined when the file does not say. */
function logoSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}

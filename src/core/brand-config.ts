// The config keys that give a site its own look: logo, favicon, colours, custom CSS and fonts.
import { z } from 'zod';

/** A file under static/, from the site's root URL ("/img/logo.svg"): published under the base. */
const staticFile = (example: string) =>
  z.string().regex(/^\/[^/]/, `must be a path under static/, starting with "/", e.g. "${example}"`);

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour, e.g. "#2e8555"');

export const logoSchema = z.strictObject({
  src: staticFile('/img/logo.svg').describe('The logo file under static/.'),
  /** Shown instead of `src` in dark mode. */
  srcDark: staticFile('/img/logo-dark.svg').optional().describe('Shown instead in dark mode.'),
  alt: z.string().min(1).describe("The logo's text alternative."),
  /** Where the logo leads; the site's home by default. */
  href: z.string().min(1).optional().describe('Where the logo leads; the home by default.'),
  /** Intrinsic size, written on the image; read from the file for SVG and PNG. */
  width: z.number().int().positive().optional().describe('Width in pixels; read from the file when it can be.'),
  height: z.number().int().positive().optional().describe('Height in pixels; read from the file when it can be.'),
  /** Shown beside the logo; false when the logo already spells the name. */
  showTitle: z.boolean().default(true).describe('Show the title beside the logo.'),
});

export const faviconSchema = staticFile('/img/favicon.svg').regex(
  /\.(svg|png|ico)$/i,
  'must be an .svg, .png or .ico file',
);

export const colorsSchema = z.strictObject({
  /** Links, buttons, the active sidebar item, the focus ring. */
  primary: hexColour.describe('Links, buttons, the active sidebar item, the focus ring.'),
  /** Tags and the current table-of-contents entry; the primary colour by default. */
  accent: hexColour.optional().describe('Tags and the current TOC entry; primary by default.'),
});

/** CSS font-family stacks, and font files under static/ to serve with the site. */
export const fontsSchema = z.strictObject({
  body: z.string().min(1).optional().describe('font-family of the text.'),
  code: z.string().min(1).optional().describe('font-family of code.'),
  files: z
    .array(
      z.strictObject({
        family: z.string().min(1).describe('The family name the file provides.'),
        src: staticFile('/fonts/inter.woff2')
          .regex(/\.(woff2|woff|ttf|otf)$/i, 'must be a .woff2, .woff, .ttf or .otf file')
          .describe('The font file under static/.'),
        weight: z.union([z.number(), z.string()]).optional().describe('font-weight (e.g. 400 or "100 900").'),
        style: z.enum(['normal', 'italic']).optional().describe('font-style.'),
      }),
    )
    .default([])
    .describe('Font files to serve with the site.'),
});

/** Site-relative CSS files appended after the theme's stylesheet, in order. */
export const customCssSchema = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .transform((v) => (typeof v === 'string' ? [v] : v));

export type LogoSetting = z.output<typeof logoSchema>;
export type ColorsSetting = z.output<typeof colorsSchema>;
export type FontsSetting = z.output<typeof fontsSchema>;

// Which GFM constructs a text may hold, read from their markers alone: the chain is made without the
// others (remark-gfm-parts.ts), and this choice is made before micromark is loaded.

/** Each construct can only occur where its marker does. */
export const GFM_MARKERS = {
  // A bare URL or e-mail address: `www.`, `http(s)://` (or `mailto:`/`xmpp:` with an `@`), or an `@`.
  autolinkLiteral: /@|www\.|:\/\//i,
  footnote: /\[\^/,
  strikethrough: /~/,
  // A table's head row has at least one pipe.
  table: /\|/,
  taskListItem: /\[[ xX]\]/,
} as const;

export type GfmPart = keyof typeof GFM_MARKERS;
/** remark-gfm's order. */
export const GFM_PARTS = Object.keys(GFM_MARKERS) as GfmPart[];

/** The GFM constructs this text may hold. */
export function gfmPartsFor(markdown: string): GfmPart[] {
  return GFM_PARTS.filter((part) => GFM_MARKERS[part].test(markdown));
}

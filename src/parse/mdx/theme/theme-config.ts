// What `useThemeConfig()` and `siteConfig.themeConfig` give a Docusaurus site's components: its own
// `themeConfig` over the classic theme's defaults, so `themeConfig.navbar.items` or
// `themeConfig.colorMode.defaultMode` are there when the site left them out, as they are in Docusaurus.

type Options = Record<string, unknown>;

const DEFAULTS: Options = {
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  metadata: [],
  navbar: { hideOnScroll: false, items: [] },
  prism: { additionalLanguages: [], magicComments: [] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

const isOptions = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `own` over `defaults`, object by object; arrays and other values of `own` replace the default's. */
function over(defaults: Options, own: Options): Options {
  const merged: Options = { ...defaults };
  for (const [key, value] of Object.entries(own)) {
    const fallback = defaults[key];
    merged[key] = isOptions(fallback) && isOptions(value) ? over(fallback, value) : value;
  }
  return merged;
}

export function themeConfigOf(own: Options | undefined): Options {
  return over(DEFAULTS, own ?? {});
}

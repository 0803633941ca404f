// A locale's `docusaurus-plugin-content-docs/current.json` applied to its sidebars, with Docusaurus's keys:
// `sidebar.<sidebar>.category.<label>`, `.link.<label>`, and `.doc.<label>` for a doc whose label the
// sidebars file gives (a doc's own title is translated in the doc).
import type { Diagnostic } from '../../core/model.js';
import { unusedTranslations, type TranslationMessages } from '../../load/translation-files.js';

export type SidebarLabelKind = 'category' | 'link' | 'doc';

/** The label an item shows: its translation when the file has one, else the label as written. */
export type SidebarLabel = (sidebar: string, kind: SidebarLabelKind, label: string) => string;

export const untranslated: SidebarLabel = (_sidebar, _kind, label) => label;

/** The file's labels, and (once the sidebars are resolved) one warning for the keys no item asked for. */
export function sidebarTranslation(
  translations: TranslationMessages | undefined,
  versioned = false,
): {
  label: SidebarLabel;
  unused: () => Diagnostic[];
} {
  if (!translations) return { label: untranslated, unused: () => [] };
  // A versioned site shows each version's label (src/build/version-parts.ts).
  const used = new Set<string>(versioned ? ['version.label'] : []);
  return {
    label(sidebar, kind, label) {
      const key = `sidebar.${sidebar}.${kind}.${label}`;
      const message = translations.messages.get(key);
      if (message === undefined) return label;
      used.add(key);
      return message;
    },
    // An unversioned site shows no version label: `version.label` is then counted with the rest.
    unused: () => unusedTranslations(translations, used, 'no sidebar item has that label'),
  };
}

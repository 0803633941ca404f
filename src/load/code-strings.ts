// Docusaurus's theme strings (`i18n/<locale>/code.json`) as helpdocs's interface strings: the ids that
// say what a helpdocs string says, by a small explicit table. The others (the blog's, Algolia's…) have
// no place here: one warning per file counts them.
import type { Catalogue, StringKey } from '../core/strings.js';
import type { Diagnostic } from '../core/model.js';
import { unusedTranslations, type TranslationMessages } from './translation-files.js';

/** Docusaurus id → helpdocs key, where the two name the same text (and the same placeholders). */
const SAME: Readonly<Record<string, StringKey>> = {
  'theme.NotFound.title': 'notFound.title',
  'theme.NotFound.p1': 'notFound.body',
  'theme.NotFound.p2': 'notFound.hint',
  'theme.ErrorPageContent.title': 'crash.title',
  'theme.ErrorPageContent.tryAgain': 'crash.retry',
  'theme.unlistedContent.title': 'unlisted.title',
  'theme.unlistedContent.message': 'unlisted.body',
  'theme.common.skipToMainContent': 'doc.skipToContent',
  'theme.docs.breadcrumbs.home': 'doc.home',
  'theme.TOCCollapsible.toggleButtonLabel': 'doc.onThisPage',
  'theme.docs.paginator.previous': 'doc.previous',
  'theme.docs.paginator.next': 'doc.next',
  'theme.common.editThisPage': 'doc.editThisPage',
  'theme.tags.tagsListLabel': 'doc.tags',
  'theme.BackToTopButton.buttonAriaLabel': 'doc.backToTop',
  'theme.docs.sidebar.navAriaLabel': 'nav.sidebar',
  'theme.docs.breadcrumbs.navAriaLabel': 'nav.breadcrumbs',
  'theme.docs.paginator.navAriaLabel': 'nav.pagination',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'nav.toggle',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'nav.close',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'nav.backToMain',
  'theme.DocSidebarItem.expandCategoryAriaLabel': 'nav.expand',
  'theme.DocSidebarItem.collapseCategoryAriaLabel': 'nav.collapse',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'announcement.close',
  'theme.admonition.note': 'admonition.note',
  'theme.admonition.tip': 'admonition.tip',
  'theme.admonition.info': 'admonition.info',
  'theme.admonition.warning': 'admonition.warning',
  'theme.admonition.caution': 'admonition.caution',
  'theme.admonition.danger': 'admonition.danger',
  'theme.CodeBlock.copy': 'code.copy',
  'theme.CodeBlock.copied': 'code.copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'code.copyLabel',
  'theme.CodeBlock.wordWrapToggle': 'code.wrap',
  'theme.tags.tagsPageTitle': 'tags.title',
  'theme.tags.tagsPageLink': 'tags.viewAll',
  'theme.SearchBar.label': 'search.label',
  'theme.blog.archive.title': 'blog.archive',
  'theme.blog.authorsList.pageTitle': 'blog.authors',
  // Plural forms as they are ("One post|{count} posts"): helpdocs picks one as Docusaurus does (core/plural-forms.ts).
  'theme.blog.post.plurals': 'blog.posts',
};

type Messages = ReadonlyMap<string, string>;
type Strings = Partial<Catalogue>;

/**
 * Strings Docusaurus builds from several ids: taken only when every id is there, so that the parts
 * read together as the translator wrote them.
 */
const COMPOSED: ReadonlyArray<{ ids: string[]; make: (m: (id: string) => string) => Strings | undefined }> = [
  {
    // "Last updated{atDate}{byUser}", " on {date}", " by {user}" → "Last updated on {date}" and the same with
    // " by {author}" where the template puts it (zh-Hans: "最后{byUser}{atDate}更新").
    ids: ['theme.lastUpdated.lastUpdatedAtBy', 'theme.lastUpdated.atDate', 'theme.lastUpdated.byUser'],
    make: (m) => {
      const atDate = m('theme.lastUpdated.lastUpdatedAtBy').replace('{atDate}', m('theme.lastUpdated.atDate'));
      return {
        'doc.lastUpdated': atDate.replace('{byUser}', '').trim(),
        'doc.lastUpdatedAtBy': atDate
          .replace('{byUser}', m('theme.lastUpdated.byUser').replace('{user}', '{author}'))
          .trim(),
      };
    },
  },
  {
    // "(currently {mode})" with "dark mode": helpdocs puts the same {mode} in the same sentence.
    ids: [
      'theme.colorToggle.ariaLabel',
      'theme.colorToggle.ariaLabel.mode.light',
      'theme.colorToggle.ariaLabel.mode.dark',
    ],
    make: (m) => ({
      'theme.toggle': m('theme.colorToggle.ariaLabel'),
      'theme.light': m('theme.colorToggle.ariaLabel.mode.light'),
      'theme.dark': m('theme.colorToggle.ariaLabel.mode.dark'),
    }),
  },
  {
    // '{nDocsTagged} with "{tagName}"' and "One doc tagged|{count} docs tagged": two plural forms only,
    // as helpdocs has (a language with more is left to i18n/<locale>.json).
    ids: ['theme.docs.tagDocListPageTitle', 'theme.docs.tagDocListPageTitle.nDocsTagged'],
    make: (m) => {
      const forms = m('theme.docs.tagDocListPageTitle.nDocsTagged').split('|');
      if (forms.length !== 2) return undefined;
      const title = (form: string) =>
        m('theme.docs.tagDocListPageTitle').replace('{nDocsTagged}', form).replace('{tagName}', '{tag}');
      return { 'tags.one': title(forms[0] ?? ''), 'tags.many': title(forms[1] ?? '') };
    },
  },
  {
    // A category card's "1 item|{count} items", two forms as above.
    ids: ['theme.docs.DocCard.categoryDescription.plurals'],
    make: (m) => {
      const forms = m('theme.docs.DocCard.categoryDescription.plurals').split('|');
      if (forms.length !== 2) return undefined;
      return { 'cards.one': forms[0] ?? '', 'cards.many': forms[1] ?? '' };
    },
  },
  // The version banners and badge: Docusaurus's {siteTitle} and {versionLabel} are helpdocs's {site} and {version}.
  ...(['unreleased', 'unmaintained'] as const).map((banner) => ({
    ids: [`theme.docs.versions.${banner}VersionLabel`],
    make: (m: (id: string) => string): Strings => ({
      [`versions.${banner}`]: versionText(m(`theme.docs.versions.${banner}VersionLabel`)),
    }),
  })),
  {
    ids: ['theme.docs.versionBadge.label'],
    make: (m) => ({ 'versions.badge': versionText(m('theme.docs.versionBadge.label')) }),
  },
  {
    // "For up-to-date documentation, see the {latestVersionLink} ({versionLabel})." with "latest version":
    // helpdocs's link is the whole sentence.
    ids: ['theme.docs.versions.latestVersionSuggestionLabel', 'theme.docs.versions.latestVersionLinkLabel'],
    make: (m) => ({
      'versions.latest': versionText(
        m('theme.docs.versions.latestVersionSuggestionLabel').replace(
          '{latestVersionLink}',
          m('theme.docs.versions.latestVersionLinkLabel'),
        ),
      ),
    }),
  },
  {
    // "One min read|{readingTime} min read": plural forms as they are, {readingTime} being helpdocs's {minutes}.
    ids: ['theme.blog.post.readingTime.plurals'],
    make: (m) => ({
      'blog.readingTime': m('theme.blog.post.readingTime.plurals').replaceAll('{readingTime}', '{minutes}'),
    }),
  },
  // The blog's tag and author page titles, around the plural forms of 'theme.blog.post.plurals'.
  {
    ids: ['theme.blog.tagTitle'],
    make: (m) => ({
      'blog.tagTitle': m('theme.blog.tagTitle').replace('{nPosts}', '{posts}').replace('{tagName}', '{tag}'),
    }),
  },
  {
    ids: ['theme.blog.author.pageTitle'],
    make: (m) => ({
      'blog.authorTitle': m('theme.blog.author.pageTitle')
        .replace('{authorName}', '{author}')
        .replace('{nPosts}', '{posts}'),
    }),
  },
  {
    ids: ['theme.common.headingLinkTitle'],
    make: (m) => ({ 'doc.anchorLabel': m('theme.common.headingLinkTitle').replace('{heading}', '{title}') }),
  },
];

function versionText(message: string): string {
  return message.replace('{siteTitle}', '{site}').replace('{versionLabel}', '{version}');
}

/** The helpdocs strings a code.json gives, and one warning for the ids it cannot use. */
export function codeJsonStrings(code: TranslationMessages): { strings: Strings; diagnostics: Diagnostic[] } {
  const messages: Messages = code.messages;
  const used = new Set<string>();
  const strings: Strings = {};
  for (const [id, key] of Object.entries(SAME)) {
    const message = messages.get(id);
    if (message === undefined) continue;
    strings[key] = message;
    used.add(id);
  }
  for (const { ids, make } of COMPOSED) {
    if (!ids.every((id) => messages.has(id))) continue;
    const made = make((id) => messages.get(id) ?? '');
    if (!made) continue;
    Object.assign(strings, made);
    for (const id of ids) used.add(id);
  }
  // The site's own ids (not `theme.…`) are its React pages' and components' `<Translate id>`.
  for (const id of messages.keys()) if (!id.startsWith('theme.')) used.add(id);
  const why = 'helpdocs shows no such string, or has its own in templates/strings/';
  return { strings, diagnostics: unusedTranslations(code, used, why) };
}

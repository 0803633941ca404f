// Docusaurus's theme strings (code.json) onto helpdocs's interface strings: one id to one key, and the
// strings Docusaurus makes of several ids.
import { describe, expect, it } from 'vitest';
import { createStrings, FALLBACK_CATALOGUE } from '../../src/core/strings.js';
import { codeJsonStrings } from '../../src/load/code-strings.js';
import { parseJsonSource } from '../../src/load/json-source.js';

function codeJson(messages: Record<string, string>) {
  const content = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message }]));
  return {
    file: 'i18n/fr/code.json',
    source: parseJsonSource(JSON.stringify(content, null, 2)),
    messages: new Map(Object.entries(messages)),
  };
}

describe('codeJsonStrings', () => {
  it('takes the ids that name a helpdocs string, renaming placeholders where they differ', () => {
    const { strings, diagnostics } = codeJsonStrings(
      codeJson({
        'theme.docs.paginator.next': 'Suivant',
        'theme.common.headingLinkTitle': 'Lien direct vers {heading}',
        'theme.DocSidebarItem.expandCategoryAriaLabel': 'Déplier « {label} »',
      }),
    );
    expect(strings).toEqual({
      'doc.next': 'Suivant',
      'doc.anchorLabel': 'Lien direct vers {title}',
      'nav.expand': 'Déplier « {label} »',
    });
    expect(diagnostics).toEqual([]);
  });

  it('composes the last-updated line, the colour toggle, the tag titles and the card counts as Docusaurus does', () => {
    const { strings } = codeJsonStrings(
      codeJson({
        'theme.lastUpdated.lastUpdatedAtBy': 'Dernière mise à jour{atDate}{byUser}',
        'theme.lastUpdated.atDate': ' le {date}',
        'theme.lastUpdated.byUser': ' par {user}',
        'theme.colorToggle.ariaLabel': 'Changer de mode (actuellement {mode})',
        'theme.colorToggle.ariaLabel.mode.light': 'mode clair',
        'theme.colorToggle.ariaLabel.mode.dark': 'mode sombre',
        'theme.docs.tagDocListPageTitle': '{nDocsTagged} avec « {tagName} »',
        'theme.docs.tagDocListPageTitle.nDocsTagged': 'Un document étiqueté|{count} documents étiquetés',
        'theme.docs.DocCard.categoryDescription.plurals': '1 élément|{count} éléments',
      }),
    );
    const t = createStrings('fr', { ...FALLBACK_CATALOGUE, ...strings }).t;
    expect(t('doc.lastUpdated', { date: '3 mars 2026' })).toBe('Dernière mise à jour le 3 mars 2026');
    expect(t('doc.lastUpdatedAtBy', { date: '3 mars 2026', author: 'Ana' })).toBe(
      'Dernière mise à jour le 3 mars 2026 par Ana',
    );
    expect(t('theme.toggle', { mode: t('theme.dark') })).toBe('Changer de mode (actuellement mode sombre)');
    expect(t('tags.one', { tag: 'lampes' })).toBe('Un document étiqueté avec « lampes »');
    expect(t('tags.many', { count: 4, tag: 'lampes' })).toBe('4 documents étiquetés avec « lampes »');
    expect(`${t('cards.one')}, ${t('cards.many', { count: 3 })}`).toBe('1 élément, 3 éléments');
  });

  it('puts the author where the last-updated template puts it (zh-Hans: before the date)', () => {
    const { strings } = codeJsonStrings(
      codeJson({
        'theme.lastUpdated.lastUpdatedAtBy': '最后{byUser}{atDate}更新',
        'theme.lastUpdated.atDate': '于 {date} ',
        'theme.lastUpdated.byUser': '由 {user} ',
      }),
    );
    const t = createStrings('zh-Hans', { ...FALLBACK_CATALOGUE, ...strings }).t;
    expect(t('doc.lastUpdatedAtBy', { date: '2026年8月16日', author: 'Ana' })).toBe('最后由 Ana 于 2026年8月16日 更新');
    expect(t('doc.lastUpdated', { date: '2026年8月16日' })).toBe('最后于 2026年8月16日 更新');
  });

  it("takes the blog's page titles, its tag and author titles around the posts' plural forms", () => {
    const { strings, diagnostics } = codeJsonStrings(
      codeJson({
        'theme.blog.archive.title': 'Archives',
        'theme.blog.authorsList.pageTitle': 'Auteurs',
        'theme.blog.post.plurals': 'Un billet|{count} billets',
        'theme.blog.tagTitle': '{nPosts} avec « {tagName} »',
        'theme.blog.author.pageTitle': '{authorName} – {nPosts}',
      }),
    );
    const t = createStrings('fr', { ...FALLBACK_CATALOGUE, ...strings }).t;
    expect([t('blog.archive'), t('blog.authors'), t('blog.posts', { count: 3 })]).toEqual([
      'Archives',
      'Auteurs',
      'Un billet|3 billets',
    ]);
    expect(t('blog.tagTitle', { posts: '3 billets', tag: 'lampes' })).toBe('3 billets avec « lampes »');
    expect(t('blog.authorTitle', { author: 'Ana', posts: 'Un billet' })).toBe('Ana – Un billet');
    expect(diagnostics).toEqual([]);
  });

  it("takes a post's reading time in its plural forms, {readingTime} as helpdocs's {minutes}", () => {
    const { strings, diagnostics } = codeJsonStrings(
      codeJson({ 'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture' }),
    );
    const t = createStrings('fr', { ...FALLBACK_CATALOGUE, ...strings }).t;
    expect(t('blog.readingTime', { minutes: 3 })).toBe('Une minute de lecture|3 minutes de lecture');
    expect(diagnostics).toEqual([]);
  });

  it('takes the version banners and badge, with the latest-version sentence as the link', () => {
    const { strings, diagnostics } = codeJsonStrings(
      codeJson({
        'theme.docs.versions.unreleasedVersionLabel': 'Documentation non publiée de {siteTitle} {versionLabel}.',
        'theme.docs.versions.unmaintainedVersionLabel': '{siteTitle} {versionLabel} n’est plus maintenue.',
        'theme.docs.versions.latestVersionSuggestionLabel': 'Voir la {latestVersionLink} ({versionLabel}).',
        'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
        'theme.docs.versionBadge.label': 'Version : {versionLabel}',
      }),
    );
    const t = createStrings('fr', { ...FALLBACK_CATALOGUE, ...strings }).t;
    expect(t('versions.unreleased', { site: 'Orbit', version: '3.0' })).toBe('Documentation non publiée de Orbit 3.0.');
    expect(t('versions.unmaintained', { site: 'Orbit', version: '1.0' })).toBe('Orbit 1.0 n’est plus maintenue.');
    expect(t('versions.latest', { version: '2.0' })).toBe('Voir la dernière version (2.0).');
    expect(t('versions.badge', { version: '2.0' })).toBe('Version : 2.0');
    expect(diagnostics).toEqual([]);
  });

  it('leaves out a composed string whose parts are not all there, and counts every id not used in one warning', () => {
    const { strings, diagnostics } = codeJsonStrings(
      codeJson({
        'theme.lastUpdated.atDate': ' le {date}',
        'theme.docs.tagDocListPageTitle': '{nDocsTagged} avec « {tagName} »',
        'theme.docs.tagDocListPageTitle.nDocsTagged': 'Один|{count} документа|{count} документов',
        'theme.blog.post.readMore': 'Lire la suite',
        'theme.CodeBlock.copy': 'Copier',
      }),
    );
    expect(strings).toEqual({ 'code.copy': 'Copier' });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'warning',
      file: 'i18n/fr/code.json',
      line: 2,
      ruleId: 'translation-unused',
    });
    expect(diagnostics[0]?.message).toMatch(
      /^4 of 5 translations are not used .*: "theme\.lastUpdated\.atDate", .* and 1 more$/,
    );
  });
});

// A message of plural forms ("One post|{count} posts"), one form picked for a count as Docusaurus's
// usePluralForm picks it (theme-common utils/usePluralForm.js, selectPluralMessage): the forms follow the
// locale's plural categories in CLDR order, and a category past the last form takes the last.
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `message` for `count` in `locale`; English's rules for a locale Intl does not know. */
export function selectPluralForm(locale: string, message: string, count: number): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = CATEGORY_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
  const at = categories.indexOf(rules.select(count));
  return forms[Math.min(at, forms.length - 1)] ?? '';
}

// html-validate's recommended rules for every HTML file of out/ (test/quality/html-validate.test.ts).
// Each change below says why; nothing else is turned off.
module.exports = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Pages start with `<!doctype html>` (src/render/render.tsx). The doctype is case-insensitive;
    // the rule still holds every page to one spelling.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes a few attributes under their DOM property names (`charSet`, `autoComplete`,
    // `spellCheck`). HTML attribute names are case-insensitive, so browsers read `charset` and
    // `autocomplete`; any other case (UPPER, kebab-case) is still an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Spelling only, and two serialisers write the pages, each in a valid form: React (templates)
    // closes void elements as `<meta/>` and writes `open=""` and `hidden=""`; hast-util-to-html
    // (Markdown) writes `<img>` and `<input checked disabled>`. Neither form is an error in HTML.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // The search box's result list is the listbox of an ARIA combobox (WAI-ARIA APG pattern): each
    // option holds a title and a snippet with marks, which a native <select> cannot show.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // A doc page renders its sidebar twice (in the ≤ 996 px drawer and in the desktop column) and its
    // table of contents twice (folded above the article on narrow screens, beside it on wide ones);
    // CSS shows exactly one copy of each at any width. This static rule cannot see that and reports
    // the copies as duplicate landmarks; axe checks landmark uniqueness on the rendered page at 375
    // and 1280 px, drawer open and closed (test/quality/axe.test.ts).
    'unique-landmark': 'off',
    // Heading ids follow GitHub's slugger so old anchors keep working, and a heading such as
    // "1. Abertura" gets `1-abertura`. HTML5 allows any id without spaces; the relaxed form still
    // rejects empty ids and ids with whitespace.
    'valid-id': ['error', { relaxed: true }],
  },
};

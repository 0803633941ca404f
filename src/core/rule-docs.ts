// Where helpdocs's own documentation is published, and the page of each rule the build prints, so
// that a printed warning or error links to what causes it and how to fix it.
export const DOCS_SITE_URL = 'https://helpdocs.example';

/** The rules page's section for `ruleId` (its heading is the rule's name). */
export const ruleDocsUrl = (ruleId: string): string => `${DOCS_SITE_URL}/reference/rules/#${ruleId}`;

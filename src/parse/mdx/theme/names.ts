/** The components behind Docusaurus's `@theme/…` paths that helpdocs provides. */
export const THEME_NAMES = [
  'Tabs',
  'TabItem',
  'Admonition',
  'Details',
  'CodeBlock',
  'DocCardList',
  'TOCInline',
  'CardGrid',
  'Card',
  'ThemedImage',
  'IdealImage',
  'Heading',
] as const;

// The components Docusaurus's MDXComponents gives every doc without an import: `<Head>` (its tags go
// to the page's head, which a doc's text does not reach here: it draws nothing) and `<Details>`.
import { Details } from './Details.js';

const Head = () => null;

export const GLOBAL_MDX_COMPONENTS: Readonly<Record<string, unknown>> = { Head, Details };

// npm run docs:config: prints the config reference as a Markdown table, from the schema
// (src/core/config-reference.ts). The docs site makes the same table while it is built.
import { referenceTable } from '../src/core/config-reference.js';

console.log(referenceTable());

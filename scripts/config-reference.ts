// npm run docs:config: rewrites the README's config reference from the schema (src/core/config-reference.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { withReference } from '../src/core/config-reference.js';

const file = new URL('../README.md', import.meta.url);
writeFileSync(file, withReference(readFileSync(file, 'utf8')));

// helpdocs's own documentation site (docs/), built by helpdocs.
import path from 'node:path';
import { repoRoot } from './sites.js';

export const docsRoot = path.join(repoRoot, 'docs');

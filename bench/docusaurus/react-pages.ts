// The React pages of a Docusaurus site, helpdocs's build beside Docusaurus's: per page, the share of
// Docusaurus's words inside <main> (main-text.ts) that helpdocs's page has, and whether helpdocs's
// page ships a script of its own (a hydrated page).
//   npx tsx bench/docusaurus/react-pages.ts <site folder> <Docusaurus build> <helpdocs build>
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSitePages, routeOfPageFile } from '../../src/load/config/docusaurus/pages.js';
import { pageWords, wordDiff } from './main-text.js';

function htmlAt(root: string, route: string): string | undefined {
  const trimmed = route.replace(/^\/|\/$/g, '');
  const candidates = [path.join(root, trimmed, 'index.html'), path.join(root, `${trimmed}.html`)];
  const found = candidates.find((file) => existsSync(file));
  return found ? readFileSync(found, 'utf8') : undefined;
}

const [siteDir, docusaurusOut, helpdocsOut] = process.argv.slice(2);
if (!siteDir || !docusaurusOut || !helpdocsOut) {
  console.error('usage: react-pages.ts <site folder> <Docusaurus build> <helpdocs build>');
  process.exit(2);
}
console.log('| page | Docusaurus words | share in helpdocs | helpdocs script of its own |');
console.log('|---|---:|---:|---|');
for (const file of readSitePages(siteDir).react) {
  const route = routeOfPageFile(file);
  const theirs = htmlAt(docusaurusOut, route);
  const ours = htmlAt(helpdocsOut, route);
  if (!theirs || !ours) {
    console.log(`| ${route} | ${theirs ? '' : 'no page'} | ${ours ? '' : 'no page'} | |`);
    continue;
  }
  const diff = wordDiff(...pageWords(theirs, ours));
  const share = diff.reference === 0 ? 1 : (diff.reference - diff.missing) / diff.reference;
  const script = ours.includes('data-island="site:') ? 'yes (hydrated)' : 'none';
  const missing = diff.sampleMissing.length > 0 ? ` (missing: ${diff.sampleMissing.slice(0, 6).join(' ')})` : '';
  console.log(`| ${route} | ${diff.reference} | ${(share * 100).toFixed(1)} %${missing} | ${script} |`);
}

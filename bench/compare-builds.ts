// Compares two builds of the same site, before and after a change: which files are byte-identical,
// which pages are the same document (parsed and written again, asset hashes masked, whitespace between
// tags and React 19's image preload links left out), and which differ. Usage:
//   npx tsx bench/compare-builds.ts <before> <after>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';

const COMPARED = /\.(html|json|xml|txt)$/;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPARED.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Hashed asset names (`entry.M5AS6IEC.js`, `page-11.cfb92b.json`) and integrity hashes, masked. */
const masked = (text: string) =>
  text.replace(/[.-][A-Za-z0-9_]{6,8}\.(js|css|json)\b/g, '.HASH.$1').replace(/(sha\d+-)[A-Za-z0-9+/=]+/g, '$1HASH');

const documentOf = (html: string) =>
  toHtml(fromHtml(masked(html)))
    .replace(/>\s+</g, '><')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '');

/** Files of `after` matched to those of `before`, a hashed name matched by its name without the hash. */
function matched(before: string[], after: string[]): Array<[string, string | undefined]> {
  const byMask = new Map(after.map((file) => [masked(file), file]));
  return before.map((file) => [file, byMask.get(masked(file))]);
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: tsx bench/compare-builds.ts <before> <after>');
  process.exit(2);
}
const counts = { bytes: 0, document: 0 };
const differ: string[] = [];
const missing: string[] = [];
for (const [file, other] of matched(filesOf(before), filesOf(after))) {
  if (!other) {
    missing.push(file);
    continue;
  }
  const a = readFileSync(path.join(before, file), 'utf8');
  const b = readFileSync(path.join(after, other), 'utf8');
  if (masked(a) === masked(b)) counts.bytes++;
  else if (file.endsWith('.html') && documentOf(a) === documentOf(b)) counts.document++;
  else differ.push(file);
}
console.log(
  `${counts.bytes} files the same bytes, ${counts.document} pages the same document, ` +
    `${differ.length} different, ${missing.length} missing after`,
);
for (const file of [...differ, ...missing.map((file) => `${file} (missing after)`)].slice(0, 30))
  console.log(`  ${file}`);
process.exitCode = differ.length + missing.length > 0 ? 1 : 0;

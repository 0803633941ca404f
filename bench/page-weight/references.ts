// Finds what a page loads: the `<script>` and `<link>` start tags of its HTML, and the static
// `import`/`export … from` specifiers of an ES module. Tag-level scanning is enough here: only start
// tags are read, and script bodies and comments are skipped so text inside them is never mistaken for a tag.

export type AssetKind = 'script' | 'module' | 'stylesheet' | 'modulepreload' | 'preload' | 'prefetch';

export interface AssetReference {
  readonly url: string;
  readonly kind: AssetKind;
}

const tagPattern = /<!--[\s\S]*?-->|<(script|link)\b([^>]*)>/gi;
const attributePattern = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name !== undefined) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function linkKind(attributes: Map<string, string>): AssetKind | undefined {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'stylesheet';
  if (rel.includes('modulepreload')) return 'modulepreload';
  if (rel.includes('prefetch')) return 'prefetch';
  if (rel.includes('preload')) {
    const as = attributes.get('as');
    return as === 'script' ? 'preload' : as === 'style' ? 'stylesheet' : undefined;
  }
  return undefined;
}

export function assetReferences(html: string): AssetReference[] {
  const references: AssetReference[] = [];
  tagPattern.lastIndex = 0;
  for (let match = tagPattern.exec(html); match !== null; match = tagPattern.exec(html)) {
    const [, tag, attributeText] = match;
    if (tag === undefined || attributeText === undefined) continue; // a comment
    const attributes = attributesOf(attributeText);
    if (tag.toLowerCase() === 'script') {
      const src = attributes.get('src');
      if (src !== undefined)
        references.push({ url: src, kind: attributes.get('type') === 'module' ? 'module' : 'script' });
      // helpdocs imports its modules once the page is painted, from one inline script (templates/StartScripts.tsx).
      for (const url of (attributes.get('data-start') ?? '').split(' ').filter(Boolean))
        references.push({ url, kind: 'module' });
      const end = html.toLowerCase().indexOf('</script', tagPattern.lastIndex);
      tagPattern.lastIndex = end === -1 ? html.length : end;
      continue;
    }
    const kind = linkKind(attributes);
    const href = attributes.get('href');
    if (kind !== undefined && href !== undefined) references.push({ url: href, kind });
  }
  return references;
}

// `import x from "y"`, `import{a as b}from"y"`, `import "y"`, `export * from "y"`; not `import("y")`.
const staticImportPattern =
  /(?:^|[^.\w$])(?:import\s*(?:[\w$*{][^'"();]*?\bfrom\s*)?|export\s*[*{][^'"();]*?\bfrom\s*)["']([^"']+)["']/g;

export function staticImports(source: string): string[] {
  return [...source.matchAll(staticImportPattern)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier !== '');
}

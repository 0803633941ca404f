// Where a doc's front matter block ends, without the YAML and schema code that read it (frontmatter.ts):
// the one-doc rebuild (src/lane/) tells an edit of the body from one of the front matter with it.

export const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** The YAML between the fences, as parseFrontMatter finds it; undefined without front matter. */
export function frontMatterText(text: string): string | undefined {
  return FENCE.exec(text)?.[1];
}

/** The front matter's YAML and where its closing fence (and line break) ends; undefined without one. */
export function frontMatterFence(text: string): { yaml: string; end: number } | undefined {
  const match = FENCE.exec(text);
  return match ? { yaml: match[1] ?? '', end: match[0].length } : undefined;
}

/** The line the body starts on, as parseFrontMatter counts it: 1 without front matter. */
export function frontMatterBodyLine(text: string): number {
  const match = FENCE.exec(text);
  return match ? match[0].split('\n').length : 1;
}

/** The doc's text from its body's first line (`bodyLine`, after the front matter) on. */
export function bodyOf(text: string, bodyLine: number): string {
  return bodyLine <= 1
    ? text
    : text
        .split('\n')
        .slice(bodyLine - 1)
        .join('\n');
}

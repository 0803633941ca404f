/** `1,4-6` → {1, 4, 5, 6}; parts that are not a line or a range come back as invalid. */
export function parseLineRanges(text: string): { lines: number[]; invalid: string[] } {
  const lines: number[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    const from = Number(range?.[1]);
    const to = range?.[2] === undefined ? from : Number(range[2]);
    if (!range || from < 1 || to < from) {
      invalid.push(part);
      continue;
    }
    for (let line = from; line <= to; line++) lines.push(line);
  }
  return { lines, invalid };
}

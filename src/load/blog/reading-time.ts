// A post's reading time as Docusaurus's blog estimates it: 200 words a minute, over the Markdown as
// written; a CJK character counts as a word, as those scripts do not separate words with spaces.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil((words + cjk) / WORDS_PER_MINUTE));
}

/** Lower case without diacritics: "Relatório de Instalação" → "relatorio de instalacao". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

// Readers who type without accents turn "-ção" into "-cao"; the stemmer only knows the accented
// suffixes, so "instalacao" would not meet "instalar". Restoring the usual endings lets it.
const ACCENTED_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/soes$/, 'sões'],
  [/sao$/, 'são'],
  [/oes$/, 'ões'],
  [/aes$/, 'ães'],
];

/** The folded word with its most likely accented ending put back, or undefined when none applies. */
export function restoreAccentedEnding(folded: string): string | undefined {
  for (const [ending, accented] of ACCENTED_ENDINGS) {
    if (ending.test(folded)) return folded.replace(ending, accented);
  }
  return undefined;
}

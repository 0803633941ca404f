// Sentences, paragraphs and titles built from the word lists. Everything stays safe for both
// CommonMark and MDX: no braces, no angle brackets, no colon glued to a word, only **bold** and `code`.
import type { Random } from './random.js';
import * as words from './words.js';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "O Gestor" → "o Gestor": profile names keep their capital, only the article drops it. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function sentence(random: Random): string {
  switch (random.int(0, 6)) {
    case 0:
    case 1:
      return `${random.pick(words.subjects)} ${random.pick(words.verbs)} ${random.pick(words.objects)} ${random.pick(words.complements)}.`;
    case 2:
      return `${random.pick(words.openers)} ${lowerFirst(random.pick(words.subjects))} ${random.pick(words.verbs)} ${random.pick(words.objects)}.`;
    case 3:
      return `Em **${random.pick(words.uiPaths)}**, ${lowerFirst(random.pick(words.subjects))} ${random.pick(words.verbs)} ${random.pick(words.objects)}.`;
    case 4:
      return `A coluna \`${random.pick(words.codeNames)}\` ${random.pick(words.verbs)} ${random.pick(words.objects)} ${random.pick(words.complements)}.`;
    default:
      return random.pick(words.stockSentences);
  }
}

export function paragraph(random: Random, minSentences = 2, maxSentences = 3): string {
  const count = random.int(minSentences, maxSentences);
  return Array.from({ length: count }, () => sentence(random)).join(' ');
}

/** One action per step, as the style guide asks for task pages. */
export function step(random: Random): string {
  switch (random.int(0, 4)) {
    case 0:
      return `Abra **${random.pick(words.uiPaths)}**.`;
    case 1:
      return `Clique em **${random.pick(words.buttons)}**.`;
    case 2:
      return `Selecione ${random.pick(words.objects)} ${random.pick(words.complements)}.`;
    case 3:
      return `Confira ${random.pick(words.objects)} e clique em **${random.pick(words.buttons)}**.`;
    default:
      return `Preencha o campo \`${random.pick(words.codeNames)}\` e toque em **${random.pick(words.buttons)}**.`;
  }
}

export function bullet(random: Random): string {
  return random.chance(0.5)
    ? `${capitalize(random.pick(words.objects))} ${random.pick(words.complements)}.`
    : `**${random.pick(words.nouns)}**: ${lowerFirst(sentence(random))}`;
}

export function docTitle(random: Random): string {
  switch (random.int(0, 2)) {
    case 0:
      return `${random.pick(words.nouns)} ${random.pick(words.qualifiers)}`;
    case 1:
      return `${capitalize(random.pick(words.infinitives))} ${random.pick(words.objects)}`;
    default:
      return `${random.pick(words.nouns)} ${random.pick(words.qualifiers)} ${random.pick(words.qualifiers)}`;
  }
}

export function folderLabel(random: Random): string {
  return random.chance(0.6) ? random.pick(words.nouns) : `${random.pick(words.nouns)} ${random.pick(words.qualifiers)}`;
}

export function heading(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
    case 1:
      return random.pick(words.stockHeadings);
    case 2:
      return `Como ${random.pick(words.infinitives)} ${random.pick(words.objects)}`;
    default:
      return `${random.pick(words.nouns)} ${random.pick(words.qualifiers)}`;
  }
}

/** One plain sentence of at most 160 characters, without double quotes, for the `description` field. */
export function description(random: Random, title: string): string {
  const lead = random.pick(['Explica', 'Mostra', 'Descreve', 'Apresenta']);
  const text = `${lead} ${lowerFirst(title)}: como ${lowerFirst(random.pick(words.subjects))} ${random.pick(words.verbs)} ${random.pick(words.objects)}.`;
  return text.length <= 160 ? text : `${lead} ${lowerFirst(title)}.`.slice(0, 160);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /\p{L}|\d/u.test(token)).length;
}

// remark-emoji carries every emoji's names (emojilib, some 300 KB): loaded only for a site with `markdown.emoji`
// on, before its pipelines are made, as the math plugins are (math/load.ts).
// Type-only: erased from the bundle, so nothing of remark-emoji loads with this module.
type EmojiModule = typeof import('./remark-emoji.js');

let loaded: EmojiModule | undefined;

export async function loadEmojiPlugin(): Promise<void> {
  loaded ??= await import('./remark-emoji.js');
}

/** The plugin loadEmojiPlugin() loaded; a chain with emoji made before that is a bug of helpdocs. */
export function emojiPlugin(): EmojiModule['remarkEmoji'] {
  if (!loaded) throw new Error('markdown.emoji: the emoji plugin is used before loadEmojiPlugin() loaded it');
  return loaded.remarkEmoji;
}

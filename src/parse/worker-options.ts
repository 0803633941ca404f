// What a worker thread builds its chains from: the posted options, with the site's plugins loaded
// from its config again (functions cannot be posted to a thread), KaTeX loaded when math is on and
// remark-emoji when emoji is.
// The config's loader (with zod and the Docusaurus mapping) is imported only by a site with plugins.
import { loadMathPlugins } from './markdown/math/load.js';
import { loadEmojiPlugin } from './markdown/emoji/load.js';
import type { PipelineOptions } from './markdown/pipeline.js';

export async function workerPipelineOptions(
  posted: Omit<PipelineOptions, 'plugins'>,
  pluginsFrom: string | undefined,
): Promise<PipelineOptions> {
  const plugins =
    pluginsFrom === undefined
      ? undefined
      : (await (await import('../load/config/load.js')).loadConfig(pluginsFrom)).markdown;
  if (posted.math) await loadMathPlugins();
  if (posted.emoji) await loadEmojiPlugin();
  return { ...posted, ...(plugins ? { plugins } : {}) };
}

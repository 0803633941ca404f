// KaTeX and its plugins are half a megabyte of code: loaded only for a site with `markdown.math` on,
// before its pipelines are made (createPipeline is synchronous, a chain is built as docs need it).
// Type-only: erased from the bundle, so nothing of KaTeX loads with this module.
export type MathPlugins = typeof import('./plugins.js');

let loaded: MathPlugins | undefined;

export async function loadMathPlugins(): Promise<MathPlugins> {
  return (loaded ??= await import('./plugins.js'));
}

/** The plugins loadMathPlugins() loaded; a chain with math made before that is a bug of helpdocs. */
export function mathPlugins(): MathPlugins {
  if (!loaded) throw new Error('markdown.math: the math plugins are used before loadMathPlugins() loaded them');
  return loaded;
}

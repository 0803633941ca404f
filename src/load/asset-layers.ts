// A translation's own files (images beside its docs or posts) laid over the site's content assets: published under
// the same content paths, each read from the folder that holds it, as Docusaurus resolves a translated file's
// `./x.png` beside the translation.
import type { LoadedSite } from './index.js';

export interface AssetLayer {
  /** Content paths of the files. */
  files: ReadonlySet<string>;
  /** Where such a file is read from, relative to the site folder. */
  sourcePathOf: (file: string) => string;
}

/**
 * The site's content assets and their source paths with `layers` over them, the first layer holding a file first;
 * the site's own when no layer has a file.
 */
export function withAssetLayers(
  original: Pick<LoadedSite, 'contentAssets' | 'sourcePathOf'>,
  layers: readonly AssetLayer[],
): Pick<LoadedSite, 'contentAssets' | 'sourcePathOf'> {
  if (layers.every((layer) => layer.files.size === 0))
    return { contentAssets: original.contentAssets, sourcePathOf: original.sourcePathOf };
  return {
    contentAssets: new Set([...original.contentAssets, ...layers.flatMap((layer) => [...layer.files])]),
    sourcePathOf: (file) =>
      layers.find((layer) => layer.files.has(file))?.sourcePathOf(file) ?? original.sourcePathOf(file),
  };
}

// Local image files as the build reads them: where a written URL lives on disk, its bytes' hash
// (what a kept parse result depends on), and its width and height.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { FileDependency, LinkRef } from '../../../core/model.js';

/** The site's folders, absolute: docs name images relative to content/ or from the base (static/, then content/). */
export interface SiteFolders {
  root: string;
  content: string;
  /** The static folders, in the order a path from the base is looked up in them (core/static-folders.ts). */
  statics: readonly string[];
  /** Folders whose files sit under a prefix among the content paths (`@blog/` → the blog's folder). */
  prefixed?: Readonly<Record<string, string>>;
  /** The locale's translations of content/ (`i18n/fr/docusaurus-plugin-content-docs/current`): the same paths. */
  translated?: readonly string[];
  /**
   * content/'s files are published by their bytes under `assets/files/`, not at their path: the doc set does not own
   * the base (an older docs version, another docs instance), so two versions' `img/a.png` never share an address.
   */
  contentByBytes?: boolean;
}

/** The file an image reference names, if it is inside the site's folders and exists. */
export function imageFileOf(ref: LinkRef, folders: SiteFolders): string | undefined {
  if (ref.copiedFrom) return path.join(folders.root, ref.copiedFrom.path);
  const candidates =
    ref.kind === 'asset' ? [folders.content] : ref.kind === 'site' ? [...folders.statics, folders.content] : [];
  for (const [prefix, dir] of Object.entries(folders.prefixed ?? {}))
    if (ref.kind === 'asset' && ref.target.startsWith(prefix)) {
      const file = path.resolve(dir, ref.target.slice(prefix.length));
      return file.startsWith(dir + path.sep) && existsSync(file) ? file : undefined;
    }
  for (const folder of candidates) {
    const file = path.resolve(folder, ref.target);
    if (file.startsWith(folder + path.sep) && existsSync(file)) return file;
  }
  return undefined;
}

export interface ImageFile {
  bytes: Buffer;
  dependency: FileDependency;
}

export function readImageFile(file: string, folders: SiteFolders): ImageFile {
  const bytes = readFileSync(file);
  const hash = contentHash(bytes);
  return { bytes, dependency: { path: path.relative(folders.root, file).split(path.sep).join('/'), hash } };
}

export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type ImageSize = { width: number; height: number } | { error: string };

/** Sizes by content hash: an image shown on many pages is measured once per thread. */
const sizes = new Map<string, ImageSize>();

/** Width and height in CSS pixels (an SVG's own, or its viewBox's), as `<img width height>` wants them. */
export function sizeOf(image: ImageFile): ImageSize {
  let size = sizes.get(image.dependency.hash);
  if (!size) {
    try {
      const found = imageSize(image.bytes);
      // EXIF orientations 5–8 turn the picture a quarter: the browser shows it with sides swapped.
      const turned = (found.orientation ?? 1) >= 5;
      size = turned ? { width: found.height, height: found.width } : { width: found.width, height: found.height };
    } catch (error) {
      size = { error: error instanceof Error ? error.message : String(error) };
    }
    sizes.set(image.dependency.hash, size);
  }
  return size;
}

// Cross-links between pages: relative `.md` paths as the help centre writes them, some with an
// anchor that exists in the target, so both tools' link checks pass.
import path from 'node:path';
import type { PlacedDoc } from './model.js';
import { anchorsOf, type OutlineSection } from './outline.js';
import type { Random } from './random.js';

export interface PageLink {
  readonly text: string;
  readonly href: string;
}

export interface LinkTarget {
  readonly doc: PlacedDoc;
  readonly outline: readonly OutlineSection[];
}

export function relativeHref(from: PlacedDoc, to: PlacedDoc): string {
  const relative = path.posix.relative(from.folder, to.file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** 1–3 distinct targets: mostly pages of the same folder, some from anywhere in the site. */
export function linksFor(random: Random, from: PlacedDoc, siblings: readonly LinkTarget[], everyone: readonly LinkTarget[]): PageLink[] {
  const count = random.int(1, 3);
  const chosen = new Map<string, LinkTarget>();
  for (let attempt = 0; chosen.size < count && attempt < 20; attempt++) {
    const pool = siblings.length > 1 && random.chance(0.6) ? siblings : everyone;
    const target = random.pick(pool);
    if (target.doc.id !== from.id) chosen.set(target.doc.id, target);
  }
  return [...chosen.values()].map((target) => {
    const anchors = anchorsOf(target.outline);
    const anchor = random.chance(0.3) && anchors.length > 0 ? `#${random.pick(anchors).id}` : '';
    return { text: target.doc.spec.title, href: `${relativeHref(from, target.doc)}${anchor}` };
  });
}

import type { Assets, PageContext } from '../../templates/context.js';
import type { SiteFrame } from '../model.js';
import { routeFromSitePath } from '../routes.js';
import { headScript } from './head-script.js';
import type { Strings } from './strings.js';

export function createPageContext(site: SiteFrame, strings: Strings, assets: Assets): PageContext {
  const { config } = site;
  return {
    config,
    strings,
    assets,
    headScript: headScript(config.announcementBar?.id),
    resolveLink(item) {
      if (item.href !== undefined) return item.href;
      if (item.docId !== undefined) return site.docsById.get(item.docId)?.route ?? config.base;
      return routeFromSitePath(config.base, item.to ?? '');
    },
  };
}

import type { Assets, PageContext } from '../../templates/context.js';
import type { SiteFrame } from '../core/model.js';
import { routeFromSitePath } from '../core/routes.js';
import { headScript } from './head-script.js';
import type { Strings } from '../core/strings.js';

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

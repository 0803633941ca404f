// Gate: the meta of every HTML file the build writes — title, description, canonical, Open Graph and
// Twitter tags, lang — and `noindex` exactly where a page must stay out of search engines.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/harness.js';
import { fixtures, repoRoot } from '../helpers/sites.js';
import { useBuiltSites, type BuiltSite } from './built-site.js';
import { readPageFacts, type PageFacts } from './page-facts.js';

const ROOTS = { 'help centre': repoRoot, 'theme-site': `${fixtures}theme-site` };
const sites = useBuiltSites(ROOTS);
let browser: Browser;
beforeAll(async () => void (browser = await launchChromium()));
afterAll(async () => browser?.close());

type Kind = 'doc' | 'unlisted doc' | 'tags' | 'search' | 'not found' | 'stub';

/** What a file of out/ is, from the site model: the route it serves and its kind. */
function classify(site: BuiltSite, file: string): { kind: Kind; route: string } {
  const { config, site: model } = site.result;
  const route = `/${file.replace(/index\.html$/, '')}`;
  if (file === `${config.base.slice(1)}404.html` || file === '404.html') return { kind: 'not found', route };
  const doc = model.docsByRoute.get(route);
  if (doc) return { kind: doc.frontMatter.unlisted ? 'unlisted doc' : 'doc', route };
  if (route === `${config.base}busca/`) return { kind: 'search', route };
  if (route.startsWith(`${config.base}tags/`)) return { kind: 'tags', route };
  return { kind: 'stub', route };
}

/** Every rule a page of this kind breaks (an empty list when it has all it needs). */
function problems(site: BuiltSite, kind: Kind, route: string, facts: PageFacts): string[] {
  const { config } = site.result;
  const out: string[] = [];
  const check = (ok: boolean, what: string) => void (ok || out.push(what));
  const absolute = (path: string) => new URL(path, config.url).href;
  check(facts.lang === config.locale, `lang is ${facts.lang}`);
  check(facts.titles.length === 1 && facts.titles[0]!.trim() !== '', 'one non-empty <title>');
  check(facts.charset?.toLowerCase() === 'utf-8', 'meta charset utf-8');
  if (kind === 'stub') {
    const target = /^0; url=(.+)$/.exec(facts.refresh ?? '')?.[1];
    check(target !== undefined && facts.bodyLinks.includes(target), 'meta refresh and a visible link to the same page');
    check(
      facts.canonicals.length === 1 && target !== undefined && facts.canonicals[0] === absolute(target),
      'absolute canonical of the target',
    );
    check(facts.robots?.includes('noindex') === true, 'noindex');
    return out;
  }
  const title = facts.titles[0] ?? '';
  check(facts.viewport === 'width=device-width, initial-scale=1', 'viewport');
  // Pages kept out of search engines need no description; every other one shows it in results.
  const hidden = kind === 'unlisted doc' || kind === 'search';
  check(hidden || (facts.description ?? '').trim() !== '', 'a description');
  const keywords = site.result.site.docsByRoute.get(route)?.frontMatter.keywords;
  check(
    facts.keywords === (keywords?.length ? keywords.join(', ') : null),
    `meta keywords ${keywords?.join(', ') ?? 'absent'}`,
  );
  check(facts.social['og:title'] === title, 'og:title = title');
  check((facts.social['og:description'] ?? null) === facts.description, 'og:description = description');
  check(facts.social['og:type'] === 'website', 'og:type');
  check(facts.social['og:locale'] === config.locale.replace('-', '_'), 'og:locale');
  check(facts.social['twitter:card'] === 'summary', 'twitter:card');
  if (kind === 'not found') {
    // Answered for any path: no address of its own.
    check(facts.canonicals.length === 0 && facts.social['og:url'] === undefined, 'no canonical or og:url');
  } else {
    check(facts.canonicals.length === 1 && facts.canonicals[0] === absolute(route), `canonical ${absolute(route)}`);
    check(facts.social['og:url'] === facts.canonicals[0], 'og:url = canonical');
  }
  const noindex = facts.robots?.includes('noindex') === true;
  check(noindex === hidden, hidden ? 'noindex' : 'no noindex');
  return out;
}

describe.each(Object.keys(ROOTS) as Array<keyof typeof ROOTS>)('SEO meta of every page of the %s', (name) => {
  it('gives each kind of page title, description, canonical, Open Graph, Twitter card, lang and robots', async () => {
    const site = sites[name];
    const facts = await readPageFacts(browser, site.html);
    const failures: string[] = [];
    const kinds = new Map<Kind, number>();
    for (const [file, page] of facts) {
      const { kind, route } = classify(site, file);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      for (const problem of problems(site, kind, route, page)) failures.push(`${file} (${kind}): ${problem}`);
    }
    console.info(
      `SEO meta, ${name}: ${facts.size} files ` +
        `(${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}), ${failures.length} problems`,
    );
    expect(failures).toEqual([]);
    // Every kind was there to be checked.
    for (const kind of ['doc', 'tags', 'search', 'not found', 'stub'] as const)
      expect(kinds.get(kind)).toBeGreaterThan(0);
    if (name === 'theme-site') expect(kinds.get('unlisted doc')).toBeGreaterThan(0);
  });

  it('lists in the sitemap exactly the pages search engines may index', async () => {
    const site = sites[name];
    const facts = await readPageFacts(browser, site.html);
    const sitemap = await site.read(`${site.result.config.base.slice(1)}sitemap.xml`);
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    const indexable = [...facts]
      .filter(
        ([file, page]) =>
          !page.robots?.includes('noindex') && !['not found', 'stub'].includes(classify(site, file).kind),
      )
      .map(([, page]) => page.canonicals[0]!);
    expect([...listed].sort()).toEqual(indexable.sort());
  });
});

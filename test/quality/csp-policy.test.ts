// Gate: the policy the build writes covers every inline script and style of every page it writes,
// for the help centre and for a site with analytics ids; the analytics hosts appear only then.
import { rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashSource, metaPolicy } from '../../src/output/csp.js';
import { headersForPath, parseHeadersFile } from '../../src/output/hosting/headers-file.js';
import { launchChromium } from '../e2e/harness.js';
import { copyFixture, edit, fixtures, repoRoot } from '../helpers/sites.js';
import { useBuiltSites } from './built-site.js';
import { readPageFacts } from './page-facts.js';

let analyticsRoot = '';
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  if (analyticsRoot) await rm(analyticsRoot, { recursive: true, force: true });
});

const ROOTS = {
  'help centre': repoRoot,
  'theme-site': `${fixtures}theme-site`,
  // Filled in by the hook below before the sites are built.
  'theme-site with analytics ids': '',
};
beforeAll(async () => {
  analyticsRoot = await copyFixture('theme-site');
  await edit(
    analyticsRoot,
    'helpdocs.config.ts',
    'announcementBar: {',
    "analytics: { tagManagerId: 'GTM-TESTE12', measurementId: 'G-TESTE12345' },\n  announcementBar: {",
  );
  ROOTS['theme-site with analytics ids'] = analyticsRoot;
});
const sites = useBuiltSites(ROOTS);

/** The sources of one directive, e.g. `script-src` → ["'self'", "'sha256-…'"]. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

describe.each(Object.keys(ROOTS) as Array<keyof typeof ROOTS>)('the CSP of the %s', (name) => {
  it('hashes every inline script and style of every page, and no page has a style attribute', async () => {
    const site = sites[name];
    const policy = headersForPath(parseHeadersFile(await site.read('_headers')), '/manual/')[
      'content-security-policy'
    ]!;
    const facts = await readPageFacts(browser, site.html);
    const missing: string[] = [];
    let scripts = 0;
    for (const [file, page] of facts) {
      for (const script of page.inlineScripts) {
        scripts++;
        if (!sources(policy, 'script-src').includes(hashSource(script)))
          missing.push(`${file}: script ${script.slice(0, 60)}…`);
      }
      for (const style of page.inlineStyles) {
        if (!sources(policy, 'style-src').includes(hashSource(style)))
          missing.push(`${file}: style ${style.slice(0, 60)}…`);
      }
      if (page.styleAttributes > 0) missing.push(`${file}: ${page.styleAttributes} style attribute(s)`);
    }
    const hashes = sources(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).length;
    console.info(
      `CSP, ${name}: ${facts.size} pages, ${scripts} inline scripts, ${hashes} distinct script hashes in ` +
        `a ${policy.length}-character policy, ${missing.length} not covered`,
    );
    expect(missing).toEqual([]);
    // One hash per distinct script, however many pages and redirect stubs there are: the head script,
    // the search box's keys, the start of the page's scripts, the base-path check, the redirect and
    // the analytics snippet.
    expect(hashes).toBeLessThanOrEqual(6);
  });

  it('puts the policy, less frame-ancestors, in a <meta> of every HTML file before any inline code', async () => {
    const site = sites[name];
    const header = headersForPath(parseHeadersFile(await site.read('_headers')), '/manual/')[
      'content-security-policy'
    ]!;
    const expected = header.replace(/; frame-ancestors [^;]+/, '');
    expect(expected).not.toBe(header);
    const wrong: string[] = [];
    for (const [file, html] of site.html) {
      const head = html.slice(0, html.indexOf('</head>'));
      const metas = [...head.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/g)];
      const policy = metas[0]?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
      // Inline code and the stylesheet come after it; React hoists the analytics tag's async external
      // script above it, which the policy allows anyway.
      const firstCode = head.search(/<(script(?![^>]*\ssrc=)|style|link)\b/);
      if (metas.length !== 1 || policy !== expected || (metas[0]!.index ?? 0) > firstCode)
        wrong.push(`${file}: ${metas.length} meta CSP, ${policy === expected ? 'same policy' : `policy ${policy}`}`);
    }
    expect(site.html.size).toBeGreaterThan(5);
    expect([...site.html.keys()].some((file) => file === '404.html' || file === 'manual/404.html')).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('names the analytics hosts only when an analytics id is set', async () => {
    const site = sites[name];
    const policy = headersForPath(parseHeadersFile(await site.read('_headers')), '/')['content-security-policy']!;
    const tracked = name === 'theme-site with analytics ids';
    expect(sources(policy, 'script-src').includes('https://*.googletagmanager.com')).toBe(tracked);
    expect(sources(policy, 'connect-src').includes('https://*.google-analytics.com')).toBe(tracked);
    expect(policy.includes('google')).toBe(tracked);
  });

  it(
    "puts the same headers in _headers (every line within Cloudflare's 2,000 characters) and in every nginx " +
      'location that serves a file',
    async () => {
      const site = sites[name];
      const headersFile = await site.read('_headers');
      expect(Math.max(...headersFile.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
      const expected = Object.entries(headersForPath(parseHeadersFile(headersFile), '/manual/'));
      expect(expected.map(([header]) => header).sort()).toEqual([
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-frame-options',
      ]);
      const snippet = await site.read('nginx-helpdocs.conf');
      const blocks = snippet
        .split(/\n(?=location )/)
        .filter((block) => block.startsWith('location') && /\n\s+add_header /.test(block));
      expect(blocks.length).toBeGreaterThanOrEqual(5);
      for (const block of blocks) {
        for (const [header, value] of expected)
          expect(block.toLowerCase()).toContain(`add_header ${header} "${value.toLowerCase()}" always;`);
      }
    },
  );
});

describe('contentSecurityPolicy', () => {
  const none = { tagManagerId: '', measurementId: '' };
  it('adds the analytics hosts for either id alone', () => {
    for (const ids of [
      { ...none, tagManagerId: 'GTM-X' },
      { ...none, measurementId: 'G-X' },
    ]) {
      expect(contentSecurityPolicy({ scripts: [], styles: [] }, { analytics: ids, csp: {} })).toContain(
        "script-src 'self' https://*.googletagmanager.com",
      );
    }
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, { analytics: none, csp: {} })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src " +
        "https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors " +
        "'self'",
    );
  });

  it('leaves out of the meta policy what a <meta> cannot carry', () => {
    expect(
      metaPolicy("default-src 'self'; report-uri /r; sandbox allow-scripts; frame-ancestors 'self'; object-src 'none'"),
    ).toBe("default-src 'self'; object-src 'none'");
  });

  // That browsers accept these hashes is what csp-browser.test.ts shows: every page's scripts run.
  it('lists each distinct text once', () => {
    expect(
      contentSecurityPolicy({ scripts: ['a', 'a', 'é'], styles: [] }, { analytics: none, csp: {} }).match(/sha256-/g),
    ).toHaveLength(2);
  });
});

// Search in the site's language, in a browser: an English site stems English, a French one French,
// and each page downloads only its own language's stemmer.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const english = useSite(fixtureRoot('english-site'));
const french = useSite(fixtureRoot('french-site'));

async function firstHit(site: typeof english, route: string, query: string) {
  const { page, context } = await site.open(route);
  const scripts: string[] = [];
  page.on(
    'request',
    (request) => void (request.url().endsWith('.js') && scripts.push(new URL(request.url()).pathname)),
  );
  const input = page.locator('#search-box-input');
  await input.focus();
  await input.pressSequentially(query);
  const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
  await first.waitFor();
  const title = await first.locator('.search-hit-title').innerText();
  await context.close();
  return { title, scripts };
}

describe('search languages in the browser', () => {
  it('finds "Installation" when typing "installing" on an English site, loading only the English stemmer', async () => {
    const { title, scripts } = await firstHit(english, '/docs/', 'installing');
    expect(title).toBe('Installation');
    expect(scripts.some((s) => /\/english\.[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/lunr\.[a-z]{2}\./.test(s))).toEqual([]);
  });

  it('stems French on a site with its own strings file', async () => {
    const { title, scripts } = await firstHit(french, '/', 'téléchargement');
    expect(title).toBe('Installation');
    expect(
      scripts.filter((s) => /\/lunr\.[a-z]{2}\./.test(s)).map((s) => s.replace(/^.*\/(lunr\.[a-z]{2})\..*$/, '$1')),
    ).toEqual(['lunr.fr']);
  });
});

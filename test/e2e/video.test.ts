// The ::video forms in a browser, under the site's own Content-Security-Policy: a self-hosted file
// plays with its captions (with or without JavaScript), a named YouTube video opens its player, and
// a named video with no source yet shows nothing.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { watchCspViolations } from '../quality/csp-watch.js';
import { fixtureRoot, useSite, type OpenOptions } from './harness.js';

const site = useSite(fixtureRoot('video-site'), { hostHeaders: true });
let violations: string[] = [];
let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function visit(route: string, options: OpenOptions = {}) {
  const context = await site.newContext(options);
  contexts.push(context);
  violations = await watchCspViolations(context);
  const { page } = await site.open(route, { ...options, context });
  return page;
}

describe('a self-hosted video', () => {
  it('shows the native player, plays, and shows its captions track, with no CSP violation', async () => {
    const page = await visit('/manual/arquivo/');
    const video = page.locator('figure.video-file video');
    expect(await video.isVisible()).toBe(true);
    expect(await video.getAttribute('aria-label')).toBe('Passeio de teste');
    const before = await video.evaluate((v: HTMLVideoElement) => ({
      controls: v.controls,
      preload: v.preload,
      poster: v.poster,
      played: v.played.length,
    }));
    expect(before).toEqual({ controls: true, preload: 'none', poster: site.url('/manual/videos/tour.jpg'), played: 0 });
    const tracks = await video.evaluate((v: HTMLVideoElement) =>
      [...v.textTracks].map((t) => ({ kind: t.kind, language: t.language, label: t.label, mode: t.mode })),
    );
    expect(tracks).toEqual([{ kind: 'captions', language: 'pt-BR', label: 'Português (Brasil)', mode: 'showing' }]);
    await site.screenshot(page, 'video-self-hosted');

    // Muted, as a page may start it without a gesture; the reader's click on play does the same.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(192);
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          [...(v.textTracks[0]?.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
        ),
      )
      .toEqual(['Legenda de teste: o passeio começa.']);
    expect(await page.locator('figure.video-file figcaption a[download]').getAttribute('href')).toBe(
      '/manual/videos/tour.webm',
    );
    expect(violations).toEqual([]);
  });

  it('needs no JavaScript: the player, its captions and the download link are HTML', async () => {
    const page = await visit('/manual/arquivo/', { javaScript: false });
    const video = page.locator('figure.video-file video');
    expect(await video.isVisible()).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
    const download = page.getByRole('link', { name: 'Baixar o vídeo' });
    expect(await download.isVisible()).toBe(true);
    expect(await download.getAttribute('href')).toBe('/manual/videos/tour.webm');
  });
});

describe('a video named in the config', () => {
  it('plays the self-hosted file and opens the YouTube one on click, within the CSP', async () => {
    const page = await visit('/manual/nomeado/');
    await page
      .context()
      .route(/youtube|ytimg|googlevideo/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
      );
    expect(await page.locator('figure.video-file video source').getAttribute('src')).toBe('/manual/videos/tour.webm');
    expect(await page.locator('figure.video-file video').isVisible()).toBe(true);
    await page.locator('figure.video a.video-facade').click();
    const frame = page.locator('figure.video iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await frame.waitFor();
    expect(violations).toEqual([]);
  });

  it('shows nothing while it has no source: the page shows its own notice', async () => {
    const page = await visit('/manual/em-producao/');
    await expect.poll(() => page.locator('.admonition-note').innerText()).toContain('O vídeo está em produção');
    expect(await page.locator('main video, main iframe, main figure.video, main figure.video-file').count()).toBe(0);
    expect(await page.locator('.markdown').innerText()).not.toContain('Vídeo ainda sem fonte');
  });
});

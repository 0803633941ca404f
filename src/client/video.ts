// `::video` renders a plain link to the video (works without JavaScript). A click swaps it for a
// youtube-nocookie player, so nothing is fetched from YouTube until the reader asks for it.
import type { Stop } from './lifecycle.js';

export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

export function startVideos(): Stop {
  const bound = new AbortController();
  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('figure.video a.video-facade') : null;
      const figure = link?.closest<HTMLElement>('figure.video');
      const id = figure?.dataset.videoId;
      if (!link || !figure || !id) return;
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.className = 'video-frame';
      frame.src = videoEmbedUrl(id);
      frame.title = figure.dataset.videoTitle ?? link.textContent ?? '';
      frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      link.replaceWith(frame);
      frame.focus();
    },
    { signal: bound.signal },
  );
  return () => bound.abort();
}

// Announcement bar: "Fechar" remembers the dismissal per announcement id; the head script hides a
// dismissed bar before first paint on the next pages (same key).
export const dismissedKey = (id: string) => `announcement-dismissed:${id}`;

export function startAnnouncement(): undefined {
  const bar = document.querySelector<HTMLElement>('.announcement[data-announcement-id]');
  const close = bar?.querySelector<HTMLButtonElement>('[data-announcement-close]');
  if (!bar || !close) return;
  // Without JavaScript the button could do nothing, so the markup ships it hidden.
  close.hidden = false;
  close.addEventListener('click', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    try {
      localStorage.setItem(dismissedKey(bar.dataset.announcementId ?? ''), '1');
    } catch {
      // Storage blocked: the bar stays closed on this page only.
    }
  });
}

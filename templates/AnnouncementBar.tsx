import type { PageContext } from './context.js';

export function AnnouncementBar({ ctx }: { ctx: PageContext }) {
  const bar = ctx.config.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement"
      role="region"
      aria-label={bar.content}
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <p className="announcement-text">{bar.content}</p>
      {bar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label={ctx.strings.t('announcement.close')} data-announcement-close="" hidden>
          ×
        </button>
      ) : null}
    </div>
  );
}

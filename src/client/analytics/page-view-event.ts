/**
 * Dispatched on `document` after each page change that changes the path (navigation/router.ts); the
 * analytics snippet (render/analytics-snippet.ts) sends a page view for it. The first load is counted by the
 * snippet itself, hash-only changes never dispatch it.
 */
export const PAGE_VIEW_EVENT = 'helpdocs:page-view';

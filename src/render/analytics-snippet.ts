// The inline analytics script, written into <head> only when an id is configured. It loads the tag
// manager and/or the analytics tag with Google's standard snippets, turns off the analytics tag's
// automatic page view, and sends one page view per view itself: the first load here, each later
// path change when the router says so (PAGE_VIEW_EVENT). Hash-only changes are never views.
import { PAGE_VIEW_EVENT } from '../client/analytics/page-view-event.js';

export interface AnalyticsIds {
  tagManagerId: string;
  measurementId: string;
}

export const TAG_HOST = 'https://www.googletagmanager.com';

/** The analytics tag's loader, a plain async script (the tag manager's is added by the inline script). */
export function analyticsTagUrl(measurementId: string): string {
  return `${TAG_HOST}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** The inline script's text, or '' when no id is set (then nothing at all goes into the page). */
export function analyticsScript({ tagManagerId, measurementId }: AnalyticsIds): string {
  if (tagManagerId === '' && measurementId === '') return '';
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const tagManager = tagManagerId
    ? `l.push({'gtm.start':new Date().getTime(),event:'gtm.js'});var ` +
      `s=d.createElement('script');s.async=true;` +
      `s.src=${json(`${TAG_HOST}/gtm.js?id=${encodeURIComponent(tagManagerId)}`)};d.head.appendChild(s);`
    : '';
  // gtag() must push the arguments object itself: that is what the analytics tag reads.
  const analytics = measurementId
    ? `w.gtag=function(){l.push(arguments)};w.gtag('js',new ` +
      `Date());w.gtag('config',${json(measurementId)},{send_page_view:false});`
    : '';
  const sendTagManager = tagManagerId ? `l.push(Object.assign({event:'page_view'},v));` : '';
  const sendAnalytics = measurementId ? `w.gtag('event','page_view',v);` : '';
  return (
    `(function(w,d){var l=w.dataLayer=w.dataLayer||[];${tagManager}${analytics}` +
    `var last;function view(){var p=location.pathname;if(p===last)return;last=p;` +
    `var v={page_path:p+location.search,page_location:location.href.split('#')[0],` +
    `page_title:d.title};${sendTagManager}${sendAnalytics}}` +
    `view();d.addEventListener(${json(PAGE_VIEW_EVENT)},view)})(window,document);`
  );
}

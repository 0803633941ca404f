import { analyticsScript, analyticsTagUrl } from '../src/render/analytics-snippet.js';
import type { PageContext } from './context.js';
import { stayInPlace } from './stay-in-place.js';

/** Tag manager and analytics tag, in <head>; nothing at all when neither id is configured. */
export function AnalyticsHead({ ctx }: { ctx: PageContext }) {
  const { analytics } = ctx.config;
  const script = analyticsScript(analytics);
  if (script === '') return null;
  return (
    <>
      {/* onLoad keeps React from hoisting the async script above the CSP meta (nothing of it is rendered). */}
      {analytics.measurementId ? (
        <script async src={analyticsTagUrl(analytics.measurementId)} onLoad={stayInPlace} />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own snippet, whose hash is in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

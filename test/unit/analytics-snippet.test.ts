import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_EVENT } from '../../src/client/analytics/page-view-event.js';
import { analyticsScript, type AnalyticsIds } from '../../src/render/analytics-snippet.js';

/** Runs the snippet against a stand-in window, document and location; returns what it left behind. */
function run(ids: AnalyticsIds) {
  const window: { dataLayer?: unknown[]; gtag?: unknown } = {};
  const listeners = new Map<string, () => void>();
  const appended: string[] = [];
  const location = { pathname: '/manual/', search: '', href: 'https://docs.example/manual/#topo' };
  const document = {
    title: 'Início',
    head: { appendChild: (script: { src: string }) => appended.push(script.src) },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  runInNewContext(analyticsScript(ids), { window, document, location });
  const layer = () =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as IArguments)] : entry,
    );
  const change = (pathname: string, title: string) => {
    Object.assign(location, { pathname, href: `https://docs.example${pathname}` });
    document.title = title;
    listeners.get(PAGE_VIEW_EVENT)?.();
  };
  return { window, layer, appended, change };
}

describe('analytics snippet', () => {
  it('is empty with no ids, so no script goes into the page', () => {
    expect(analyticsScript({ tagManagerId: '', measurementId: '' })).toBe('');
  });

  it('with both ids: loads the tag manager, configures analytics without its own page view, counts once each', () => {
    const page = run({ tagManagerId: 'GTM-A1', measurementId: 'G-B2' });
    expect(page.appended).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-A1']);
    const layer = page.layer();
    expect(layer).toContainEqual(['config', 'G-B2', { send_page_view: false }]);
    const view = { page_path: '/manual/', page_location: 'https://docs.example/manual/', page_title: 'Início' };
    expect(layer.filter((entry) => (entry as { event?: string }).event === 'page_view')).toEqual([
      { event: 'page_view', ...view },
    ]);
    expect(layer.filter((entry) => Array.isArray(entry) && entry[1] === 'page_view')).toEqual([
      ['event', 'page_view', view],
    ]);
  });

  it('sends one view per path change and none when the path stays (hash-only changes)', () => {
    const page = run({ tagManagerId: 'GTM-A1', measurementId: '' });
    page.change('/manual/', 'Início');
    page.change('/manual/guia/', 'Guia');
    page.change('/manual/guia/', 'Guia');
    expect(
      page
        .layer()
        .filter((entry) => (entry as { event?: string }).event === 'page_view')
        .map((entry) => (entry as { page_path: string }).page_path),
    ).toEqual(['/manual/', '/manual/guia/']);
    // Tag manager only: no gtag at all.
    expect(page.window.gtag).toBeUndefined();
  });

  it('with only a measurement id: gtag page views, no tag-manager events', () => {
    const page = run({ tagManagerId: '', measurementId: 'G-B2' });
    page.change('/manual/guia/', 'Guia');
    const layer = page.layer();
    expect(page.appended).toEqual([]);
    expect(
      layer.filter((entry) => Array.isArray(entry) && entry[1] === 'page_view').map((entry) => (entry as unknown[])[2]),
    ).toEqual([
      { page_path: '/manual/', page_location: 'https://docs.example/manual/', page_title: 'Início' },
      { page_path: '/manual/guia/', page_location: 'https://docs.example/manual/guia/', page_title: 'Guia' },
    ]);
    expect(layer.some((entry) => (entry as { event?: string }).event !== undefined)).toBe(false);
  });

  it('cannot be closed early by an id holding "</script>"', () => {
    expect(analyticsScript({ tagManagerId: '</script><script>alert(1)', measurementId: '' })).not.toContain(
      '</script>',
    );
  });
});

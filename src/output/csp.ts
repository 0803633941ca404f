import { createHash } from 'node:crypto';
import type { Config } from '../core/config.js';
import type { ExtensibleDirective } from '../core/csp-sources.js';
import type { InlineCode } from '../render/inline-code.js';

/** The player the `::video` facade opens on click (src/client/video.ts); it shows no thumbnail of its own. */
const VIDEO_PLAYER = 'https://www.youtube-nocookie.com';

/**
 * Where the tag manager and the analytics tag load from and report to, as Google's guide "Use a
 * Content Security Policy" lists them for Tag Manager and Google Analytics 4
 * (developers.google.com/tag-platform/security/guides/csp).
 */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** A CSP hash source: SHA-256 of the element's text as UTF-8, base64. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function hashes(texts: readonly string[]): string[] {
  return [...new Set(texts)].map(hashSource);
}

/**
 * The site's Content-Security-Policy: its own origin only, inline code by hash (no 'unsafe-inline'),
 * the video player as the one frame, and the analytics hosts only when an analytics id is set.
 */
export function contentSecurityPolicy(inline: InlineCode, config: Pick<Config, 'analytics' | 'csp'>): string {
  const { analytics } = config;
  const tracked = analytics.tagManagerId !== '' || analytics.measurementId !== '';
  const when = (sources: string[]) => (tracked ? sources : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(inline.scripts), ...when(ANALYTICS.script)]],
    ['style-src', ["'self'", ...hashes(inline.styles)]],
    // data: for the play button drawn in CSS (templates/styles/content.css).
    ['img-src', ["'self'", 'data:', ...when(ANALYTICS.img)]],
    ['connect-src', ["'self'", ...when(ANALYTICS.connect)]],
    ['frame-src', [VIDEO_PLAYER]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return withSiteSources(directives, config.csp)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The config's extra sources (`csp`), checked when the config was read (src/core/csp-sources.ts):
 * added to their directive, or as a new directive after 'self' (what default-src gave it).
 */
function withSiteSources(directives: Array<[string, string[]]>, extra: Config['csp']): Array<[string, string[]]> {
  const merged = directives.map(([name, sources]): [string, string[]] => [
    name,
    [...new Set([...sources, ...(extra[name as ExtensibleDirective] ?? [])])],
  ]);
  const named = new Set(directives.map(([name]) => name));
  for (const [name, sources] of Object.entries(extra) as Array<[string, string[] | undefined]>) {
    if (!named.has(name) && sources && sources.length > 0) merged.push([name, [...new Set(["'self'", ...sources])]]);
  }
  return merged;
}

/** Directives a policy delivered in a `<meta>` element cannot carry (the HTML and CSP specs ignore them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/**
 * The policy for `<meta http-equiv="Content-Security-Policy">`: the same as the header, less what a
 * meta element cannot carry. Every page holds it, so a host that sends no headers still protects readers.
 */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter((directive) => !HEADER_ONLY.has(directive.split(' ')[0] ?? ''))
    .join('; ');
}

/**
 * Headers for every response of the site: the policy, plus what keeps a static site from being
 * sniffed, framed by others or handed powerful features. Permissions-Policy names only features
 * browsers recognise (an unknown one is logged as an error on every page) and leaves the video
 * player its autoplay and full screen.
 */
export function securityHeaders(csp: string): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

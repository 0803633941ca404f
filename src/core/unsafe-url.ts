// URLs that run code or carry a whole document when a reader follows them. Refused in content and
// config: on a host that sends no Content-Security-Policy header, a `javascript:` link is a stored XSS.

const REFUSED_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** The URL as a browser reads it: C0 controls and spaces trimmed, tabs and newlines removed anywhere. */
function asBrowserReadsIt(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * The refused scheme of `url` (`javascript`, `vbscript`, `data`), in lower case, or undefined when
 * it may be published. An image may be a `data:image/…` URL (an `<img>` runs no script, SVG
 * included); a link may never be a `data:` URL.
 */
export function refusedScheme(url: string, use: 'link' | 'image'): string | undefined {
  const read = asBrowserReadsIt(url);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(read)?.[1]?.toLowerCase();
  if (scheme === undefined || !REFUSED_SCHEMES.has(scheme)) return undefined;
  if (scheme === 'data' && use === 'image' && /^data:image\//i.test(read)) return undefined;
  return scheme;
}

/** The diagnostic text for a refused URL. */
export function refusedUrlMessage(what: string, url: string, scheme: string): string {
  const shown = url.length > 60 ? `${url.slice(0, 57)}...` : url;
  return `${what} "${shown}" uses a ${scheme}: URL, which is refused (it could run code in the reader's browser)`;
}

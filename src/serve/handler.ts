import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressionCache, negotiateEncoding } from './compress.js';
import { contentTypeOf, isCompressible } from './content-type.js';
import { CLIENT_SCRIPT, EVENTS_PATH, injectScript, SCRIPT_PATH, type LiveReload } from './live-reload.js';
import { parseRequestPath } from './request-path.js';
import { localePrefix, route, type RoutingTable } from './routing.js';
import { etagOf, type ServedFile, type SiteFiles } from './site-files.js';

/** What is being served right now; watch mode swaps it after every good build. */
export interface ServedSite {
  files: SiteFiles;
  table: RoutingTable;
  /** Called before each request: picks up a changed `_redirects` or `_headers`. */
  refresh(): Promise<void>;
  /** Response headers the site asks for at a path (lower-case names), from its `_headers`. */
  headersFor(path: string): Record<string, string>;
}

export interface HandlerOptions {
  site(): ServedSite | undefined;
  /** Watch mode only. */
  live?: LiveReload;
  /** Shown while no build has succeeded yet (watch mode). */
  unavailable?(): string;
}

const COMPRESS_FROM_BYTES = 256;

export function createHandler(options: HandlerOptions) {
  const compressed = new CompressionCache();
  const liveScript: ServedFile = { body: Buffer.from(CLIENT_SCRIPT), etag: etagOf(Buffer.from(CLIENT_SCRIPT)) };

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    file: ServedFile,
    contentType: string,
    headers: Record<string, string> = {},
  ): void {
    let { body, etag } = file;
    if (options.live && contentType.startsWith('text/html')) {
      body = Buffer.from(injectScript(body.toString('utf8'), options.live.version));
      etag = `${etag.slice(0, -1)}-live${options.live.version}"`;
    }
    const all: Record<string, string> = {
      'content-type': contentType,
      etag,
      'x-content-type-options': 'nosniff',
      ...headers,
    };
    const compressible = isCompressible(contentType) && body.length >= COMPRESS_FROM_BYTES;
    if (compressible) all.vary = 'Accept-Encoding';
    if (status === 200 && fresh(request, etag)) {
      response.writeHead(304, all).end();
      return;
    }
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = compressed.get(etag, encoding, body);
      all['content-encoding'] = encoding;
    }
    all['content-length'] = String(body.length);
    response.writeHead(status, all);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    response
      .writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        ...headers,
      })
      .end(text);
  }

  async function notFound(
    request: IncomingMessage,
    response: ServerResponse,
    site: ServedSite,
    headers: Record<string, string>,
    path: string,
  ): Promise<void> {
    // Under a locale's prefix, that locale's not-found page (several locales in one build).
    const page = await site.files.read(`${localePrefix(site.table, path) ?? site.table.base}404.html`);
    if (!page) return plain(response, 404, 'Not found', headers);
    send(request, response, 404, page, contentTypeOf('404.html'), { ...headers, 'cache-control': 'no-cache' });
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    const target = parseRequestPath(request.url ?? '');
    if (!target.ok) return plain(response, 400, 'Bad request');
    if (options.live && target.path === EVENTS_PATH) return options.live.connect(request, response);
    if (options.live && target.path === SCRIPT_PATH)
      return send(request, response, 200, liveScript, contentTypeOf(SCRIPT_PATH), { 'cache-control': 'no-cache' });
    const site = options.site();
    if (!site) {
      const page = options.unavailable?.() ?? 'No site to serve';
      return send(request, response, 503, { body: Buffer.from(page), etag: '"unavailable"' }, contentTypeOf('.html'), {
        'cache-control': 'no-store',
      });
    }
    await site.refresh();
    const headers = site.headersFor(target.path);
    const answer = route(site.table, target.path, target.query);
    if (answer.kind === 'redirect')
      return plain(response, 301, `Moved to ${answer.location}`, { ...headers, location: answer.location });
    const file = answer.kind === 'file' ? await site.files.read(answer.file) : undefined;
    if (!file || answer.kind !== 'file') return notFound(request, response, site, headers, target.path);
    // The routing table's cache policy is the one nginx applies; `_headers` may say the same.
    const { 'cache-control': _hostCache, ...rest } = headers;
    send(
      request,
      response,
      200,
      file,
      contentTypeOf(answer.file),
      answer.cacheControl ? { ...rest, 'cache-control': answer.cacheControl } : rest,
    );
  };
}

/** If-None-Match lists the current ETag (or `*`). */
function fresh(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

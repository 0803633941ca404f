import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__helpdocs/events';
export const SCRIPT_PATH = '/__helpdocs/live.js';

/**
 * The browser side of `serve --watch`, a file of its own so the site's Content-Security-Policy
 * ('self', no inline code) lets it run: reload when a new build is served; show the build's errors
 * over the page (styled through the DOM, which the policy allows) while the last good site stays up.
 */
export const CLIENT_SCRIPT =
  `(() => {
  const version = Number(document.currentScript.dataset.helpdocsLive);
  const source = new EventSource(${JSON.stringify(EVENTS_PATH)});
  let overlay;
  const styled = (tag, css, text) => {
    const element = document.createElement(tag);
    element.style.cssText = css;
    if (text !== undefined) element.textContent = text;
    return element;
  };
  source.addEventListener('hello', (event) => {
    if (JSON.parse(event.data).version !== version) location.reload();
  });
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('build-error', (event) => {
    overlay?.remove();
    overlay = document.createElement('helpdocs-error-overlay');
    const dialog = styled('div', ` +
  `'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.96);color:#fff;` +
  `font:14px/1.5 ui-monospace,Menlo,Consolas,monospace');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'helpdocs-error-title');
    const title = styled('h2', 'margin:0 0 1rem;color:#ff8a8a;font:600 16px/1.4 system-ui,sans-serif', 'Build failed');
    title.id = 'helpdocs-error-title';
    dialog.append(
      title,
      styled('pre', 'margin:0;white-space:pre-wrap', JSON.parse(event.data).lines.join('\\n')),
      styled('p', 'color:#bbb;font:13px/1.4 system-ui,sans-serif', 'Fix the problem and save: this page reloads by ` +
  `itself.'),
    );
    overlay.attachShadow({ mode: 'open' }).append(dialog);
    document.documentElement.append(overlay);
  });
  // The current build's warnings, in a corner: they do not stop the page, so neither does this.
  let warnings;
  source.addEventListener('warnings', (event) => {
    warnings?.remove();
    const lines = JSON.parse(event.data).lines;
    if (lines.length === 0) return;
    warnings = document.createElement('helpdocs-warnings');
    const panel = styled('div', 'position:fixed;right:1rem;bottom:1rem;z-index:2147483646;' +
      'max-width:min(40rem,calc(100vw - 2rem));max-height:40vh;overflow:auto;padding:.75rem 1rem;' +
      'border-radius:8px;background:rgba(40,32,8,.96);color:#fff;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace');
    panel.setAttribute('role', 'status');
    const close = styled('button', 'float:right;margin-left:1rem;font:inherit;color:inherit;background:none;' +
      'border:1px solid #fff6;border-radius:4px;cursor:pointer', 'Close');
    close.type = 'button';
    close.addEventListener('click', () => warnings.remove());
    panel.append(
      close,
      styled('strong', 'color:#ffd36a;font:600 13px/1.5 system-ui,sans-serif',
        lines.length === 1 ? '1 warning' : lines.length + ' warnings'),
      styled('pre', 'margin:.5rem 0 0;white-space:pre-wrap', lines.join('\\n')),
    );
    warnings.attachShadow({ mode: 'open' }).append(panel);
    document.documentElement.append(warnings);
  });
})();
`;

/** Puts the live script before `</body>` (or at the end). */
export function injectScript(html: string, version: number): string {
  const tag = `<script src="${SCRIPT_PATH}" data-helpdocs-live="${version}"></script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** Server-sent events to every open page: `hello` on connect, then `reload`, `build-error` or `warnings`. */
export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  #version = 0;
  #errors: string[] | undefined;
  #warnings: string[] = [];
  readonly #heartbeat = setInterval(() => this.#send(': keep-alive\n\n'), 25_000).unref();

  /** Build number of the site being served; pages carry it and reload if it moved on meanwhile. */
  get version(): number {
    return this.#version;
  }

  /** Pages listening right now. */
  get connections(): number {
    return this.#clients.size;
  }

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    response.write(`retry: 500\n\n${event('hello', { version: this.#version })}`);
    if (this.#errors) response.write(event('build-error', { lines: this.#errors }));
    if (this.#warnings.length > 0) response.write(event('warnings', { lines: this.#warnings }));
    this.#clients.add(response);
    request.on('close', () => this.#clients.delete(response));
  }

  /** A new good build is being served. */
  reload(): void {
    this.#version += 1;
    this.#errors = undefined;
    this.#send(event('reload', { version: this.#version }));
  }

  /** The warnings of the site being served: every page shows the current ones (none: nothing). */
  warn(lines: string[]): void {
    if (lines.join('\n') === this.#warnings.join('\n')) return;
    this.#warnings = lines;
    this.#send(event('warnings', { lines }));
  }

  /** The last build failed; the previous good one stays. */
  fail(lines: string[]): void {
    this.#errors = lines;
    this.#send(event('build-error', { lines }));
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #send(text: string): void {
    for (const client of this.#clients) client.write(text);
  }
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

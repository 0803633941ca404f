import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__helpdocs/events';

/**
 * The browser side, injected into HTML by `serve --watch` only (never written to `out/`): reload when
 * a new build is served, show the build's errors over the page while the last good site stays up.
 */
function clientScript(version: number): string {
  return `(()=>{const v=${version},s=new EventSource(${JSON.stringify(EVENTS_PATH)});let o;const hide=()=>{o&&o.remove();o=undefined};
s.addEventListener('hello',e=>{if(JSON.parse(e.data).version!==v)location.reload()});
s.addEventListener('reload',()=>location.reload());
s.addEventListener('build-error',e=>{hide();o=document.createElement('helpdocs-error-overlay');const r=o.attachShadow({mode:'open'});
r.innerHTML='<style>div{all:initial;position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.94);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace}h2{margin:0 0 1rem;color:#ff8a8a;font:600 16px/1.4 system-ui,sans-serif}pre{margin:0;white-space:pre-wrap}p{color:#bbb;font:13px/1.4 system-ui,sans-serif}</style><div role="alertdialog" aria-modal="true" aria-labelledby="t"><h2 id="t">Build failed</h2><pre></pre><p>Fix the problem and save: this page reloads by itself.</p></div>';
r.querySelector('pre').textContent=JSON.parse(e.data).lines.join('\\n');document.documentElement.append(o)});})();`;
}

/** Puts the live script before `</body>` (or at the end). */
export function injectScript(html: string, script: string): string {
  const tag = `<script data-helpdocs-live>${script}</script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** Server-sent events to every open page: `hello` on connect, then `reload` or `build-error`. */
export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  #version = 0;
  #errors: string[] | undefined;
  readonly #heartbeat = setInterval(() => this.#send(': keep-alive\n\n'), 25_000).unref();

  /** Build number of the site being served; pages carry it and reload if it moved on meanwhile. */
  get version(): number {
    return this.#version;
  }

  /** Pages listening right now. */
  get connections(): number {
    return this.#clients.size;
  }

  get script(): string {
    return clientScript(this.#version);
  }

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.write(`retry: 500\n\n${event('hello', { version: this.#version })}`);
    if (this.#errors) response.write(event('build-error', { lines: this.#errors }));
    this.#clients.add(response);
    request.on('close', () => this.#clients.delete(response));
  }

  /** A new good build is being served. */
  reload(): void {
    this.#version += 1;
    this.#errors = undefined;
    this.#send(event('reload', { version: this.#version }));
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

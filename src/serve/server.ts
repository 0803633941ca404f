import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAllowedHost } from './allowed-host.js';
import { createHandler, type HandlerOptions } from './handler.js';

export interface ListenOptions {
  host: string;
  port: number;
  /** Answer only requests whose `Host` is a name that cannot be rebound (src/serve/allowed-host.ts). */
  checkHost?: boolean;
}

export interface RunningServer {
  server: Server;
  /** Origin the server answers on, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  close(): Promise<void>;
}

export async function listen(
  handler: HandlerOptions,
  { host, port, checkHost = false }: ListenOptions,
): Promise<RunningServer> {
  const handle = createHandler(handler);
  const server = createServer((request, response) => {
    if (checkHost && !isAllowedHost(request.headers.host, host)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(
        `helpdocs: this preview answers only localhost, an IP address or --host, not "${request.headers.host ?? ''}"`,
      );
      return;
    }
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    server,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        handler.live?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `--open`: the desktop's browser, best effort (nothing happens on a machine without one). */
export function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

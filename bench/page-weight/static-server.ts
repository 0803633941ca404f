// A minimal static file server on the loopback address, enough for a browser to load a built page.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileForUrl, type SiteRoot } from '../page-weight.js';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

async function existingFile(file: string): Promise<string | undefined> {
  for (const candidate of [file, path.join(file, 'index.html')]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile() === true) return candidate;
  }
  return undefined;
}

export async function serveStatic(root: SiteRoot): Promise<RunningServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const mapped = fileForUrl(root, pathname, '/');
      const file = mapped === undefined ? undefined : await existingFile(mapped);
      if (file === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
      response.end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

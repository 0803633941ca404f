// serve --watch shows drafts and streams reloads: it answers only a Host that cannot be rebound to it
// (localhost, an IP address, its --host), so a page on another site cannot read it by DNS rebinding.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedHost } from '../../src/serve/allowed-host.js';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { fixtureSites } from './helpers.js';

const sites = fixtureSites();
let running: RunningServe;

beforeAll(async () => {
  const root = await sites.copy();
  running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
});
afterAll(async () => {
  await running?.close();
});

/** The status of a GET with this Host header. */
function statusWithHost(target: string, host: string): Promise<number> {
  const { port } = new URL(running.origin);
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: target, headers: { host } }, (response) => {
      response.destroy();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('serve --watch and the Host header', () => {
  it('refuses another name: no page, no reload stream', async () => {
    const { port } = new URL(running.origin);
    for (const target of ['/manual/', '/__helpdocs/events'])
      for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`])
        expect(await statusWithHost(target, host)).toBe(403);
  });

  it('answers localhost and the address it listens on', async () => {
    const { port } = new URL(running.origin);
    expect(await statusWithHost('/manual/', `127.0.0.1:${port}`)).toBe(200);
    expect(await statusWithHost('/manual/', `localhost:${port}`)).toBe(200);
  });

  it('takes names that cannot be rebound, and the --host given', () => {
    expect(isAllowedHost('[::1]:3000', '127.0.0.1')).toBe(true);
    expect(isAllowedHost('docs.localhost:3000', '127.0.0.1')).toBe(true);
    expect(isAllowedHost('192.168.1.9:3000', '0.0.0.0')).toBe(true);
    expect(isAllowedHost('devbox:3000', 'devbox')).toBe(true);
    expect(isAllowedHost('devbox:3000', '0.0.0.0')).toBe(false);
    expect(isAllowedHost(undefined, '127.0.0.1')).toBe(false);
  });
});

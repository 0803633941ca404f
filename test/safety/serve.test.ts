import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { captureIo } from '../helpers/sites.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();
let root = '';
let outDir = '';
let running: RunningServe;

beforeAll(async () => {
  root = await sites.copy();
  outDir = path.join(root, 'out');
  expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
  running = await serve({ root, outDir, host: '127.0.0.1', port: 0, watch: false, open: false, report: () => {} });
});
afterAll(async () => {
  await running?.close();
});

/** Sends one raw request (any request target) and returns the status line and the body. */
function rawRequest(target: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const { port, hostname } = new URL(running.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ajuda.example\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1], body });
    });
  });
}

describe('serve answers an absolute-form request target like its origin form (RFC 9112 §3.2.2)', () => {
  for (const [absolute, origin] of [
    ['http://ajuda.example/manual/', '/manual/'],
    ['http://ajuda.example/manual/guia/instalacao/?x=1', '/manual/guia/instalacao/?x=1'],
    ['HTTP://ajuda.example:8080/manual/guia/instalar', '/manual/guia/instalar'],
    ['http://ajuda.example', '/'],
  ] as const) {
    it(absolute, async () => {
      const [byAbsolute, byOrigin] = await Promise.all([rawRequest(absolute), rawRequest(origin)]);
      expect(byOrigin.status).not.toBe(400);
      expect(byAbsolute.status).toBe(byOrigin.status);
      expect(byAbsolute.location).toBe(byOrigin.location);
      expect(byAbsolute.body).toBe(byOrigin.body);
    });
  }
});

/** Runs `helpdocs serve` in this process until it prints that it serves, then stops it as Ctrl+C would. */
async function serveUntilReady(host: string): Promise<{ code: number; err: string[] }> {
  const { io, err } = captureIo();
  const done = main(['node', 'helpdocs', 'serve', '--root', root, '--out', outDir, '--port', '0', '--host', host], io);
  for (let waited = 0; !err.some((line) => line.includes('serving')) && waited < 200; waited++) {
    const finished = await Promise.race([
      done.then(() => true),
      new Promise((resolve) => setTimeout(resolve, 50, false)),
    ]);
    if (finished) break;
  }
  process.emit('SIGINT', 'SIGINT');
  return { code: await done, err };
}

describe('serve --host', () => {
  it('0.0.0.0 warns that the preview is exposed to the network', async () => {
    const { code, err } = await serveUntilReady('0.0.0.0');
    expect(code).toBe(0);
    expect(err).toContain(
      'helpdocs: warning: listening on 0.0.0.0 exposes this preview to other machines on the network; use --host ' +
        '127.0.0.1 to keep it on this one',
    );
  });

  it('127.0.0.1 gives no warning', async () => {
    const { code, err } = await serveUntilReady('127.0.0.1');
    expect(code).toBe(0);
    expect(err.filter((line) => line.includes('warning'))).toEqual([]);
  });

  it('a host name that does not resolve is one line and exit 2', async () => {
    const { io, err } = captureIo();
    expect(
      await main(
        ['node', 'helpdocs', 'serve', '--root', root, '--out', outDir, '--port', '0', '--host', 'no-such-host.invalid'],
        io,
      ),
    ).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(
      new RegExp(
        /^helpdocs: cannot listen on no-such-host\.invalid: no such host /.source +
          /\((ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME)\); use an address such as 127\.0\.0\.1$/.source,
      ),
    );
  });
});

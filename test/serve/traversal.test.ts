import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every file the server reads goes through here, so the test can see that none lies outside out/.
const reads = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    readFile: ((file: Parameters<typeof original.readFile>[0], ...rest: unknown[]) => {
      reads.push(String(file));
      return (original.readFile as (...args: unknown[]) => unknown)(file, ...rest);
    }) as typeof original.readFile,
  };
});

const { diskFiles } = await import('../../src/serve/disk-files.js');
const { servedSite } = await import('../../src/serve/served-site.js');
const { listen } = await import('../../src/serve/server.js');

const SECRET = 'SEGREDO-FORA-DO-OUT';
let dir = '';
let outDir = '';
let port = 0;
let close: () => Promise<void> = async () => {};

/** A raw request, so the path reaches the server exactly as written (clients would normalise it). */
function rawGet(target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(tmpdir(), 'helpdocs-traversal-')));
  outDir = path.join(dir, 'out');
  await mkdir(path.join(outDir, 'manual'), { recursive: true });
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await writeFile(path.join(outDir, 'manual', 'index.html'), '<!doctype html><p>Início</p>');
  await writeFile(path.join(outDir, 'manual', '404.html'), '<!doctype html><p>Página não encontrada</p>');
  await writeFile(path.join(outDir, 'manual', 'dentro.txt'), 'texto de dentro');
  // Symlinks: one folder and one file leading out, one leading to a file inside.
  await symlink(dir, path.join(outDir, 'manual', 'fora'));
  await symlink(path.join(dir, 'secret.txt'), path.join(outDir, 'manual', 'segredo.txt'));
  await symlink(path.join(outDir, 'manual', 'dentro.txt'), path.join(outDir, 'manual', 'atalho.txt'));
  const site = await servedSite(diskFiles(outDir), '/manual/', 'folder');
  const server = await listen({ site: () => site }, { host: '127.0.0.1', port: 0 });
  port = Number(new URL(server.origin).port);
  close = server.close;
});

afterAll(() => close());

describe('serve never answers with a file outside out/', () => {
  it.each([
    ['plain ..', '/../secret.txt'],
    ['.. after the base', '/manual/../../secret.txt'],
    ['encoded ..', '/%2e%2e/secret.txt'],
    ['encoded .. in capitals and mixed', '/%2E%2E/%2e%2E/secret.txt'],
    ['half-encoded ..', '/.%2e/secret.txt'],
    ['encoded slashes', '/manual/%2e%2e%2f%2e%2e%2fsecret.txt'],
    ['.. with encoded slashes', '/manual/..%2f..%2fsecret.txt'],
    ['double-encoded ..', '/%252e%252e/%252e%252e/secret.txt'],
    ['encoded backslashes', '/..%5c..%5csecret.txt'],
    ['encoded .. and backslash', '/manual/%2e%2e%5c%2e%2e%5csecret.txt'],
    ['raw backslashes', '/manual\\..\\..\\secret.txt'],
    ['encoded NUL', '/manual/%00/../../secret.txt'],
    ['NUL before an extension', '/secret.txt%00.html'],
    ['overlong UTF-8 dots', '/%c0%ae%c0%ae/secret.txt'],
    ['doubled slashes', '//..//secret.txt'],
    ['..; segment', '/manual/..;/secret.txt'],
    ['folder symlink leading out', '/manual/fora/secret.txt'],
    ['file symlink leading out', '/manual/segredo.txt'],
    ['no leading slash', '..%2fsecret.txt'],
  ])('%s: %s', async (_name, target) => {
    const { status, text } = await rawGet(target);
    expect([400, 404]).toContain(status);
    expect(text).not.toContain(SECRET);
  });

  it('read nothing outside out/ while answering them', () => {
    expect(reads.length).toBeGreaterThan(0);
    for (const file of reads) expect(file.startsWith(outDir + path.sep)).toBe(true);
  });

  it('still serves files inside, through a symlink that stays inside', async () => {
    expect((await rawGet('/manual/atalho.txt')).text).toContain('texto de dentro');
    expect((await rawGet('/manual/')).status).toBe(200);
  });
});

// A real nginx serving a built site through the generated snippet (the way an operator includes it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nginx does not listen on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx with `root <outDir>; include <outDir>/nginx-helpdocs.conf;`; its files live in `workDir`.
 * `serverDirectives` go into the server block before the include (e.g. `absolute_redirect off;`).
 */
export async function startNginx(
  outDir: string,
  workDir: string,
  serverDirectives = '',
): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const conf = path.join(workDir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      // As root, workers would otherwise run as nobody and could not read the 0700 temp folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 64; }',
      'http {',
      ...(existsSync('/etc/nginx/mime.types') ? ['  include /etc/nginx/mime.types;'] : []),
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${path.join(workDir, `${t}_temp`)};`,
      ),
      `  server { listen 127.0.0.1:${port}; ${serverDirectives} root ${outDir}; ` +
        `include ${path.join(outDir, 'nginx-helpdocs.conf')}; }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', `${workDir}/`, '-c', conf, '-e', path.join(workDir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

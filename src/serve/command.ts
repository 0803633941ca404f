import type { Command } from 'commander';
import { ConfigError } from '../core/config-error.js';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_CACHE_DIR } from '../cache/default-dir.js';

interface Io {
  err(text: string): void;
}

interface ServeCliOptions {
  root: string;
  out?: string;
  port: string;
  host: string;
  open?: boolean;
  watch?: boolean;
  /** `--no-cache` sets it to false. */
  cache: boolean;
  cacheDir?: string;
}

/** Addresses only this machine can reach; any other `--host` is reachable from the network. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host) || /^::ffff:127\./i.test(host);
}

/** Until Ctrl+C (or SIGTERM from a supervisor). */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** `helpdocs serve [--watch]`; the exit code goes through `done`: 0 after Ctrl+C, 2 when it cannot start. */
export function addServeCommand(program: Command, io: Io, done: (code: number) => void): void {
  program
    .command('serve')
    .description('serve the built site; with --watch, build in memory and reload the browser on every change')
    .option('--root <dir>', 'site folder (holds content/, sidebars.json, helpdocs.config.ts)', '.')
    .option('--out <dir>', 'folder to serve (default: the config\'s outDir, "out")')
    .option('--port <number>', 'port to listen on (0: any free port)', '3000')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .option('--watch', 'build in memory, rebuild when sources change, reload the browser')
    .option(
      '--cache-dir <dir>',
      `with --watch: persistent build cache folder to start from, relative to the site folder ` +
        `(default: ${DEFAULT_CACHE_DIR})`,
    )
    .option('--no-cache', 'with --watch: neither read nor write the persistent build cache')
    .action(async (options: ServeCliOptions) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        io.err(`helpdocs: --port must be a whole number from 0 to 65535, not "${options.port}"`);
        return done(2);
      }
      // Loaded only when serving: the CLI starts without the build's modules.
      const { serve, ServeError } = await import('./index.js');
      let running: Awaited<ReturnType<typeof serve>>;
      try {
        running = await serve({
          root: options.root,
          ...(options.out ? { outDir: options.out } : {}),
          host: options.host,
          port,
          watch: Boolean(options.watch),
          ...(options.cache ? { cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR } : {}),
          open: Boolean(options.open),
          report: (line) => io.err(line),
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (error instanceof ServeError || error instanceof ConfigError || error instanceof UsageError)
          io.err(error.message);
        else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'EAI_NONAME')
          io.err(
            `helpdocs: cannot listen on ${options.host}: no such host (${code}); use an address such as 127.0.0.1`,
          );
        else if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL')
          io.err(`helpdocs: cannot listen on ${options.host}:${port} (${code})`);
        else throw error;
        return done(2);
      }
      if (!isLoopback(options.host)) {
        io.err(
          `helpdocs: warning: listening on ${options.host} exposes this preview to other machines on the network; ` +
            `use --host 127.0.0.1 to keep it on this one`,
        );
      }
      await untilStopped();
      await running.close();
      done(0);
    });
}

#!/usr/bin/env node
// `npm create helpdocs [dir] [-- flags]` runs `helpdocs init [dir] [flags]` with the helpdocs this package depends on.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const manifest = createRequire(import.meta.url).resolve('helpdocs/package.json');
const cli = path.join(path.dirname(manifest), 'bin', 'helpdocs.js');
const run = spawnSync(process.execPath, [cli, 'init', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exitCode = run.status ?? 1;

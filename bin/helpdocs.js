#!/usr/bin/env node
import module from 'node:module';
// Launcher only: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
// React's development build is several times slower at rendering; a site build is production.
process.env.NODE_ENV ??= 'production';
// Node 22.1 and later keep V8's compiled code of dist/ between runs (in the system's temporary
// folder): a warm build of a small site starts ~10% sooner. Older versions have no such cache.
module.enableCompileCache?.();
const { main } = await import('../dist/cli.js');

process.exitCode = await main(process.argv);

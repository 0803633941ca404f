#!/usr/bin/env node
// Launcher only: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
// React's development build is several times slower at rendering; a site build is production.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli.js');

process.exitCode = await main(process.argv);

#!/usr/bin/env node
// Launcher only: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv);

import type { Plugin } from 'esbuild';

export declare const legacyServerRenderer: Plugin;

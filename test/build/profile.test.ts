import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture } from '../helpers/sites.js';

describe('helpdocs build --profile', () => {
  it("prints each stage's wall and CPU time and writes the main thread's CPU profile", async () => {
    const root = await copyFixture('site-mini');
    const before = process.cwd();
    process.chdir(root);
    try {
      const { io, err } = captureIo();
      const code = await main(['node', 'helpdocs', 'build', '--no-cache', '--profile'], io);
      expect(code).toBe(0);
      const lines = err.join('\n').split('\n');
      const table = lines.slice(lines.findIndex((line) => line.startsWith('helpdocs: time by stage')));
      for (const stage of ['config', 'load', 'parse', 'write', 'total'])
        expect(table.some((line) => new RegExp(`^\\s+${stage}\\s+\\d+ ms wall\\s+\\d+ ms CPU$`).test(line))).toBe(true);
      const file = (await readdir(root)).find((name) => name.endsWith('.cpuprofile'));
      expect(file).toBeDefined();
      const profile = JSON.parse(await readFile(path.join(root, file ?? ''), 'utf8')) as { nodes: unknown[] };
      expect(profile.nodes.length).toBeGreaterThan(10);
      expect(table.find((line) => line.includes('CPU profile'))).toContain(path.join(root, file ?? ''));
      // site-mini's five docs are plain Markdown and directives: all read by markdown-it.
      const paths = /Markdown docs parsed: (\d+) by markdown-it \(fast path\), (\d+) by micromark/.exec(err.join('\n'));
      expect(paths?.slice(1)).toEqual(['5', '0']);
    } finally {
      process.chdir(before);
    }
  });
});

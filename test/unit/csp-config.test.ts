import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig, parseConfig } from '../../src/load/config/load.js';
import { contentSecurityPolicy } from '../../src/output/csp.js';
import { copyFixture } from '../helpers/sites.js';

const none = { tagManagerId: '', measurementId: '' };
const policy = (csp: object) =>
  contentSecurityPolicy({ scripts: [], styles: [] }, { analytics: none, csp: parseConfig({ csp }).csp });

function problems(csp: unknown): string[] {
  try {
    parseConfig({ csp });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('config csp: extra sources per directive', () => {
  it("adds them to their directive once, and a directive of its own after 'self'", () => {
    const csp = policy({
      'img-src': ['https://cdn.example.com', "'self'"],
      'connect-src': ['https://api.example.com'],
      'font-src': ['https://fonts.example.com'],
    });
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp.endsWith("; font-src 'self' https://fonts.example.com")).toBe(true);
    // Nothing asked for, nothing changed.
    expect(policy({})).toBe(contentSecurityPolicy({ scripts: [], styles: [] }, { analytics: none, csp: {} }));
  });

  it('accepts a script host, never a way to run any script', () => {
    expect(policy({ 'script-src': ['https://cdn.example.com'] })).toContain(
      "script-src 'self' https://cdn.example.com;",
    );
    expect(
      problems({ 'script-src': ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', '*', 'https:'] }),
    ).toEqual([
      "csp.script-src.0: 'unsafe-inline' would weaken the policy and is never accepted",
      "csp.script-src.1: 'unsafe-eval' would weaken the policy and is never accepted",
      "csp.script-src.2: 'unsafe-hashes' would weaken the policy and is never accepted",
      'csp.script-src.3: data: would let any script run; name the host instead (e.g. "https://cdn.example.com")',
      'csp.script-src.4: * would let any script run; name the host instead (e.g. "https://cdn.example.com")',
      'csp.script-src.5: https: would let any script run; name the host instead (e.g. "https://cdn.example.com")',
    ]);
    expect(problems({ 'style-src': ["'unsafe-inline'"] })).toEqual([
      "csp.style-src.0: 'unsafe-inline' would weaken the policy and is never accepted",
    ]);
    expect(problems({ 'img-src': ['https://a.example.com; script-src *', "'nonce-abc'"] })).toEqual([
      'csp.img-src.0: a source is one word: no spaces, ";" or ","',
      "csp.img-src.1: 'nonce-abc' is not accepted: quoted sources are 'self', 'none' or a hash ('sha256-…')",
    ]);
  });

  it("refuses a directive it does not know or that stays helpdocs's own", () => {
    expect(problems({ 'img-scr': ['https://cdn.example.com'], 'object-src': ['https://x.example.com'] })).toEqual([
      'csp: Unrecognized keys: "img-scr", "object-src"',
    ]);
  });

  it('reports a refused value at its line and column in helpdocs.config.ts', async () => {
    const root = await copyFixture('plugins-site');
    const config = [
      "import { defineConfig } from 'helpdocs';",
      '',
      'export default defineConfig({',
      '  csp: {',
      "    'img-src': ['https://cdn.example.com'],",
      "    'script-src': ['https://cdn.example.com', \"'unsafe-eval'\"],",
      '  },',
      '});',
      '',
    ].join('\n');
    await writeFile(path.join(root, 'helpdocs.config.ts'), config);
    await expect(loadConfig(root)).rejects.toThrow(
      "helpdocs.config.ts: invalid configuration\n  - helpdocs.config.ts:6:47 csp.script-src.1: 'unsafe-eval' would " +
        'weaken the policy and is never accepted',
    );
  });
});

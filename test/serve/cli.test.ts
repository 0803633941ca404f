import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { captureIo, fixtures } from '../helpers/sites.js';

const root = path.join(fixtures, 'site-mini');

describe('helpdocs serve on the command line', () => {
  it('refuses a port that is not a number, with exit code 2', async () => {
    const { io, err } = captureIo();
    expect(await main(['node', 'helpdocs', 'serve', '--root', root, '--port', 'oitenta'], io)).toBe(2);
    expect(err).toEqual(['helpdocs: --port must be a whole number from 0 to 65535, not "oitenta"']);
  });

  it('says how to get an out/ folder when there is none, with exit code 2', async () => {
    const { io, err } = captureIo();
    const missing = path.join(root, 'nao-existe');
    expect(await main(['node', 'helpdocs', 'serve', '--root', root, '--out', missing, '--port', '0'], io)).toBe(2);
    expect(err).toEqual([`${missing} does not exist: run \`helpdocs build\` first, or serve with --watch`]);
  });

  it('lists its options in --help', async () => {
    const { io, out } = captureIo();
    expect(await main(['node', 'helpdocs', 'serve', '--help'], io)).toBe(0);
    for (const option of ['--port', '--host', '--open', '--watch', '--root', '--out'])
      expect(out.join('\n')).toContain(option);
    expect(out.join('\n')).toContain('(default: "127.0.0.1")');
  });
});

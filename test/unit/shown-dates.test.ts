import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCache } from '../../src/cache/index.js';
import { createStrings } from '../../src/core/strings.js';

/** The last-updated line's date, kept by the build cache so a warm build need not make Intl's formatter. */
const march10 = Date.parse('2025-03-10T12:00:00Z') / 1000;
const lateMarch10 = Date.parse('2025-03-10T23:59:00Z') / 1000;
const shown = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(march10 * 1000));

/** Counts the formatters made from here on; each still formats as Intl's own. */
function countFormatters(): { calls: number } {
  const Original = Intl.DateTimeFormat;
  const count = { calls: 0 };
  // A function, not an arrow: the build calls it with `new`.
  // biome-ignore lint/complexity/useArrowFunction: arrows cannot be constructed
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    count.calls++;
    return new Original(...args);
  } as never);
  return count;
}

async function cacheFolder(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'helpdocs-dates-'));
}

describe('dates shown, kept by the cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats a date once, and a later build shows it without making a formatter', async () => {
    const dir = await cacheFolder();
    const first = openCache({ dir, fingerprint: 'code-a' });
    expect(createStrings('pt-BR', undefined, first.dates).formatDate(march10)).toBe(shown);
    await first.close();

    const formatters = countFormatters();
    const second = openCache({ dir, fingerprint: 'code-a' });
    const strings = createStrings('pt-BR', undefined, second.dates);
    // The same UTC day, another time of it: the same text.
    expect(strings.formatDate(lateMarch10)).toBe(shown);
    expect(formatters.calls).toBe(0);
    // A day not shown before is formatted, and the build writes it.
    expect(strings.formatDate(march10 + 86_400)).not.toBe(shown);
    expect(formatters.calls).toBe(1);
  });

  it('formats again under other code, and ignores a corrupt entry', async () => {
    const dir = await cacheFolder();
    const first = openCache({ dir, fingerprint: 'code-a' });
    createStrings('pt-BR', undefined, first.dates).formatDate(march10);
    await first.close();

    const formatters = countFormatters();
    const upgraded = openCache({ dir, fingerprint: 'code-b' });
    expect(createStrings('pt-BR', undefined, upgraded.dates).formatDate(march10)).toBe(shown);
    expect(formatters.calls).toBe(1);

    const [entry] = await readdir(path.join(dir, 'v1'));
    await writeFile(path.join(dir, 'v1', entry!), 'not what was written');
    const corrupt = openCache({ dir, fingerprint: 'code-a' });
    expect(createStrings('pt-BR', undefined, corrupt.dates).formatDate(march10)).toBe(shown);
    expect(formatters.calls).toBe(2);
    expect(await corrupt.close()).toEqual([expect.stringMatching(/ignored .* \(truncated or corrupt\)/)]);
  });
});

// Gate: every HTML file the build writes passes html-validate under the committed config
// (.htmlvalidate.cjs, which says why each rule it changes is changed).
import { createRequire } from 'node:module';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { useBuiltSites } from './built-site.js';
import { GATE_SITES, type GateSite } from './gate-sites.js';

const config = createRequire(import.meta.url)('../../.htmlvalidate.cjs') as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));
const sites = useBuiltSites(GATE_SITES);

async function problems(file: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map((m: Message) => `${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
  );
}

describe('html-validate', () => {
  it.each(Object.keys(GATE_SITES) as GateSite[])(
    'passes every HTML file of the %s with no error and no warning',
    async (name) => {
      const site = sites[name];
      const found: string[] = [];
      for (const [file, html] of site.html) found.push(...(await problems(file, html)));
      console.info(`html-validate, ${name}: ${site.html.size} files, ${found.length} problems`);
      expect(site.html.size).toBeGreaterThan(name === 'help centre' ? 200 : 5);
      expect(found).toEqual([]);
    },
  );

  it('still catches real mistakes under the committed config', async () => {
    const page = sites['help centre'].html.get('manual/index.html')!;
    const broken = page.replace('<main ', '<main id="skip" ').replace('<h1', '<h1 id="skip"').replace('</ul>', '</ol>');
    const rules = (await problems('broken.html', broken)).map((line) => line.split(' ')[1]);
    expect(rules).toContain('no-dup-id');
    expect(rules.some((rule) => rule === 'close-order')).toBe(true);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preferredHome } from '../../src/client/navigation/version-preference.js';
import { configSchema } from '../../src/core/config.js';
import { createStrings } from '../../src/core/strings.js';
import type { PageContext } from '../../templates/context.js';
import { VersionPicker, versionOfRoute } from '../../templates/VersionPicker.js';

function picker(versions: Array<{ label: string; to: string }>, route: string) {
  const config = configSchema.parse({ base: '/manual/', locale: 'pt-BR', versions });
  const ctx = { config, strings: createStrings('pt-BR') } as unknown as PageContext;
  return renderToStaticMarkup(<VersionPicker ctx={ctx} route={route} />);
}

describe('docs versions', () => {
  it('default to none, so no picker is shown (one version)', () => {
    expect(configSchema.parse({}).versions).toEqual([]);
    expect(picker([], '/manual/')).toBe('');
    expect(picker([{ label: '1.0', to: '/' }], '/manual/')).toBe('');
  });

  it('mark the version a page belongs to: the longest matching home', () => {
    const homes = ['/manual/', '/manual/v1/', '/manual/v1/beta/'];
    expect(versionOfRoute(homes, '/manual/guia/')).toBe(0);
    expect(versionOfRoute(homes, '/manual/v1/guia/')).toBe(1);
    expect(versionOfRoute(homes, '/manual/v1/beta/x/')).toBe(2);
    expect(versionOfRoute(['/manual/v2/', '/manual/v1/'], '/manual/tags/')).toBe(-1);
    expect(versionOfRoute(homes, undefined)).toBe(-1);
    const html = picker(
      [
        { label: '2.0', to: '/' },
        { label: '1.0', to: '/v1/' },
      ],
      '/manual/v1/guia/',
    );
    expect(html).toContain('<summary aria-label="Versão da documentação: 1.0">1.0</summary>');
    expect(html).toContain('<a href="/manual/v1/" data-version-home="" aria-current="true">1.0</a>');
  });

  it('use a saved choice only while it is still one of the versions', () => {
    expect(preferredHome('/manual/v1/', ['/manual/', '/manual/v1/'])).toBe('/manual/v1/');
    expect(preferredHome('/manual/v0/', ['/manual/', '/manual/v1/'])).toBeUndefined();
    expect(preferredHome(null, ['/manual/', '/manual/v1/'])).toBeUndefined();
  });
});

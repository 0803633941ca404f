import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/core/config.js';
import { docSetPlan } from '../../src/core/locales.js';
import { docsVersionPlan, versionConfig } from '../../src/core/versions.js';

const plan = (options: object, names: string[] | undefined, withSidebars = true) =>
  docsVersionPlan(
    configSchema.parse({ routeBasePath: 'docs', contentDir: 'docs', docsVersions: options }),
    names,
    () => withSidebars,
  );
const brief = (versions: ReturnType<typeof plan>) =>
  versions.map((v) => `${v.name}:${v.path}:${v.label}:${v.banner ?? '-'}${v.isLast ? ':last' : ''}`);

describe('the docs versions a build makes (Docusaurus rules)', () => {
  it('builds nothing extra without versions.json, or with versioning disabled', () => {
    expect(plan({}, undefined)).toEqual([]);
    expect(plan({ disableVersioning: true }, ['2.0'])).toEqual([]);
  });

  it('puts the newest version at the docs base, current at next/, the others at their name, last first', () => {
    expect(brief(plan({}, ['2.0', '1.0']))).toEqual([
      '2.0::2.0:-:last',
      'current:next:Next:unreleased',
      '1.0:1.0:1.0:unmaintained',
    ]);
    const [last, current] = plan({}, ['2.0', '1.0']);
    expect([last?.contentDir, last?.sidebarPath]).toEqual([
      'versioned_docs/version-2.0',
      'versioned_sidebars/version-2.0-sidebars.json',
    ]);
    expect([current?.contentDir, current?.order, last?.order, last?.badge]).toEqual(['docs', 0, 1, true]);
  });

  it('follows lastVersion, onlyIncludeVersions, includeCurrentVersion and each version’s options', () => {
    expect(brief(plan({ lastVersion: 'current' }, ['2.0', '1.0']))).toEqual([
      'current::Next:-:last',
      '2.0:2.0:2.0:unmaintained',
      '1.0:1.0:1.0:unmaintained',
    ]);
    expect(brief(plan({ lastVersion: '1.0' }, ['2.0', '1.0']))[2]).toBe('2.0:2.0:2.0:unreleased');
    expect(brief(plan({ onlyIncludeVersions: ['1.0'] }, ['2.0', '1.0']))).toEqual(['1.0::1.0:-:last']);
    expect(plan({ onlyIncludeVersions: ['1.0'] }, ['2.0', '1.0'])[0]?.badge).toBe(false);
    expect(brief(plan({ includeCurrentVersion: false }, ['2.0']))).toEqual(['2.0::2.0:-:last']);
    const own = { current: { label: 'Edge', path: 'edge', banner: 'none' }, '1.0': { noIndex: true, badge: false } };
    const versions = plan({ versions: own }, ['2.0', '1.0']);
    expect(brief(versions)).toEqual(['2.0::2.0:-:last', 'current:edge:Edge:-', '1.0:1.0:1.0:unmaintained']);
    expect([versions[2]?.noIndex, versions[2]?.badge]).toEqual([true, false]);
  });

  it('makes a released version without sidebars file a sidebar from its folders', () => {
    expect(plan({}, ['2.0'], false)[0]?.sidebarPath).toBe(false);
  });

  it('gives each locale one doc set per version, with its own docs path and folder', () => {
    const config = configSchema.parse({ routeBasePath: 'docs', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
    const versions = docsVersionPlan(config, ['2.0'], () => true);
    const sets = docSetPlan(config, versions);
    expect(sets.map((s) => `${s.config.base}${s.config.routeBasePath}/ ${s.config.contentDir}`)).toEqual([
      '/docs/ versioned_docs/version-2.0',
      '/docs/next/ content',
      '/fr/docs/ versioned_docs/version-2.0',
      '/fr/docs/next/ content',
    ]);
    const docsOnly = configSchema.parse({});
    expect(versionConfig(docsOnly, { ...versions[1], path: 'next' } as never).routeBasePath).toBe('next');
  });
});

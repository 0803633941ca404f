// The path every new user takes, on the package as npm would publish it: pack helpdocs and
// create-helpdocs, install the tarballs in an empty folder, `npx helpdocs init`, then install, build
// and check the new site, and typecheck its config and a theme override against the shipped types.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/sites.js';
import { cloneOfRepository, FAST, run, version } from './packed.js';

describe('installing helpdocs from its tarball', () => {
  it('packs, installs in an empty folder, inits a site that installs, builds and checks', {
    timeout: 600_000,
  }, async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'helpdocs-pack-'));
    const clone = await cloneOfRepository(path.join(work, 'clone'));
    await run(clone, 'npm', ['pack', '--pack-destination', work, ...FAST]);
    await run(path.join(clone, 'packages/create-helpdocs'), 'npm', ['pack', '--pack-destination', work, ...FAST]);
    const tarball = `helpdocs-${version}.tgz`;
    expect(readdirSync(work).sort()).toEqual(['clone', `create-helpdocs-${version}.tgz`, tarball]);

    const app = path.join(work, 'app');
    mkdirSync(app);
    await run(app, 'npm', ['install', `../${tarball}`, `../create-helpdocs-${version}.tgz`, ...FAST]);
    const init = await run(app, 'npx', ['helpdocs', 'init', 'site', '--yes']);
    expect(init).toContain('created a site in site');

    const site = path.join(app, 'site');
    const manifest = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The tarball it was installed from, as the registry does not have helpdocs yet.
    expect(manifest.dependencies).toEqual({ helpdocs: `file:../../${tarball}` });
    expect(readFileSync(path.join(site, 'README.md'), 'utf8')).toContain(`installs it from \`../../${tarball}\``);
    await run(site, 'npm', ['install', ...FAST]);
    expect(await run(site, 'npm', ['run', 'build'])).toMatch(/wrote .*out · 2 pages · 0 redirects · 0 warnings/);
    expect(existsSync(path.join(site, 'out/index.html'))).toBe(true);
    expect(await run(site, 'npm', ['run', 'check'])).toMatch(/checked · 2 pages · 0 redirects · 0 warnings/);

    // The declarations of `helpdocs` and `helpdocs/theme`, as an editor or tsc in the site reads them;
    // each @ts-expect-error fails the check if a type came out as `any`. skipLibCheck, as tsc --init
    // sets it: @types/mdx (a dependency of @mdx-js/mdx) still names React's old global JSX.
    mkdirSync(path.join(site, 'theme'));
    writeFileSync(
      path.join(site, 'theme/Footer.tsx'),
      [
        "import type { FooterProps } from 'helpdocs/theme';",
        "import Original from '@theme-original/Footer';",
        '',
        'export default function Footer(props: FooterProps) {',
        '  // @ts-expect-error: FooterProps has no such prop',
        '  props.noSuchProp;',
        '  return <Original {...props} />;',
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(site, 'typed-config.ts'),
      "import { defineConfig } from 'helpdocs';\n\n// @ts-expect-error: a title is a string\ndefineConfig({ " +
        'title: 42 });\n',
    );
    writeFileSync(
      path.join(site, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'NodeNext', strict: true, jsx: 'react-jsx', noEmit: true, skipLibCheck: true },
        include: ['helpdocs.config.ts', 'typed-config.ts', 'theme'],
      }),
    );
    await run(site, process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', '.']);
    expect(await run(site, 'npm', ['run', 'check'])).toMatch(/checked · 2 pages · 0 redirects · 0 warnings/);

    // npm create helpdocs: the create-helpdocs package runs the init of the helpdocs it depends on.
    await run(app, 'npx', ['create-helpdocs', 'other', '--yes', '--title', 'Other']);
    expect(readFileSync(path.join(app, 'other/helpdocs.config.ts'), 'utf8')).toContain('title: "Other"');
  });
});

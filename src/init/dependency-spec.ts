// What a new site's package.json names as its helpdocs dependency: the registry version, or the
// tarball or folder this helpdocs was installed from (helpdocs is not on the npm registry yet).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

export interface DependencySpec {
  /** The package.json value: `^0.1.0`, or `file:<path relative to the site>`. */
  spec: string;
  /** The tarball or folder a `file:` spec points at (absolute); absent for a registry version. */
  source?: string;
}

/** npm's record of the installed packages beside a node_modules folder (npm 7 and later). */
function lockedResolution(projectDir: string): string | undefined {
  for (const file of ['node_modules/.package-lock.json', 'package-lock.json']) {
    const lock = path.join(projectDir, file);
    if (!existsSync(lock)) continue;
    const packages = (JSON.parse(readFileSync(lock, 'utf8')) as { packages?: Record<string, { resolved?: string }> })
      .packages;
    const resolved = packages?.['node_modules/helpdocs']?.resolved;
    if (resolved) return resolved;
  }
  return undefined;
}

/** Where this helpdocs came from, given its own folder (`packageRoot()`), as a spec for a site in `siteDir`. */
export function dependencySpec(packageDir: string, version: string, siteDir: string): DependencySpec {
  const real = realpathSync(packageDir);
  const relative = (target: string) => {
    const from = path.relative(siteDir, target).split(path.sep).join('/');
    return `file:${from.startsWith('.') ? from : `./${from}`}`;
  };
  const parts = real.split(path.sep);
  const modules = parts.lastIndexOf('node_modules');
  // Not under node_modules: a checkout of this repository, or a folder npm linked in.
  if (modules === -1) return { spec: relative(real), source: real };
  const projectDir = parts.slice(0, modules).join(path.sep) || path.sep;
  const resolved = lockedResolution(projectDir);
  if (resolved?.startsWith('file:')) {
    const target = path.resolve(projectDir, resolved.slice('file:'.length));
    return { spec: relative(target), source: target };
  }
  return { spec: `^${version}` };
}

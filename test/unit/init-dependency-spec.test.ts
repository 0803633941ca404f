// What a new site depends on: the registry version, or the tarball or folder helpdocs came from.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencySpec } from '../../src/init/dependency-spec.js';

const work = mkdtempSync(path.join(tmpdir(), 'helpdocs-spec-'));
const project = path.join(work, 'tools');
const installed = path.join(project, 'node_modules/helpdocs');
mkdirSync(installed, { recursive: true });
const lock = (resolved: string) =>
  writeFileSync(
    path.join(project, 'node_modules/.package-lock.json'),
    JSON.stringify({ packages: { 'node_modules/helpdocs': { version: '0.1.0', resolved } } }),
  );

describe('the helpdocs dependency of a new site', () => {
  it('is the tarball npm installed it from, relative to the site', () => {
    lock('file:../helpdocs-0.1.0.tgz');
    expect(dependencySpec(installed, '0.1.0', path.join(project, 'site'))).toEqual({
      spec: 'file:../../helpdocs-0.1.0.tgz',
      source: path.join(work, 'helpdocs-0.1.0.tgz'),
    });
  });

  it('is the version that made it when it came from the registry', () => {
    lock('https://registry.npmjs.org/helpdocs/-/helpdocs-0.1.0.tgz');
    expect(dependencySpec(installed, '0.1.0', path.join(project, 'site'))).toEqual({ spec: '^0.1.0' });
  });

  it('is the folder itself for a checkout or a folder npm linked in', () => {
    const checkout = path.join(work, 'helpdocs');
    mkdirSync(checkout);
    const linked = path.join(work, 'other/node_modules/helpdocs');
    mkdirSync(path.dirname(linked), { recursive: true });
    symlinkSync(checkout, linked, 'dir');
    expect(dependencySpec(linked, '0.1.0', path.join(work, 'docs/site')).spec).toBe('file:../../helpdocs');
    expect(dependencySpec(checkout, '0.1.0', path.join(work, 'site'))).toEqual({
      spec: 'file:../helpdocs',
      source: checkout,
    });
  });
});

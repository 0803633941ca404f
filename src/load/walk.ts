import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { childPath } from '../core/child-path.js';
import type { Diagnostic } from '../core/model.js';
import { isInside } from '../core/path-inside.js';

/**
 * Left by helpdocs in every output folder (src/output/hosting/rules.ts); a folder holding it is output, never a source.
 */
const OUT_MARKER_NAME = '.helpdocs-out';

export interface WalkResult {
  /** Paths relative to the walked folder, with forward slashes, sorted. */
  files: string[];
  diagnostics: Diagnostic[];
}

/**
 * Every file of a site folder (`content/`, `static/`), without dot files. Symlinks are followed
 * only while their real target lies inside the site folder: one that leads out (`etc -> /etc`)
 * would publish the machine's files, and one that leads to a folder holding it (`up -> ..`) never
 * ends. Both are errors naming the link and its target; nothing behind them is read. A folder the
 * config names outside the site folder (`../docs`) is walked the same way, inside itself.
 */
export async function walkSiteFolder(siteRoot: string, folder: string): Promise<WalkResult> {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const start = path.join(siteRoot, folder);
  // A folder the config places outside the site (Docusaurus's `path: '../docs'`) is the config's
  // choice, and the config is trusted code: links are then held inside that folder instead.
  const namedOutside = !isInside(path.resolve(start), path.resolve(siteRoot));
  const realRoot = await realpath(namedOutside ? start : siteRoot).catch(() => path.resolve(siteRoot));
  const shown = (relative: string) => path.posix.join(folder, relative);
  const problem = (relative: string, message: string, ruleId: string, hint: string) =>
    diagnostics.push({ severity: 'error', file: shown(relative), line: 1, column: 1, message, ruleId, hint });

  /** `chain`: real paths of the folders from the start down to this one. */
  async function visit(dir: string, relative: string, chain: string[]): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    // An output folder placed among the sources is never read back into the site.
    if (relative !== '' && entries.some((entry) => entry.name === OUT_MARKER_NAME && entry.isFile())) return;
    const nested: Promise<void>[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = childPath(dir, entry.name);
      const inFolder = relative === '' ? entry.name : `${relative}/${entry.name}`;
      // A plain folder's real path is its parent's plus its name; folders are read in parallel.
      if (entry.isDirectory())
        nested.push(visit(full, inFolder, [...chain, path.join(chain.at(-1) ?? dir, entry.name)]));
      else if (entry.isFile()) files.push(inFolder);
      else if (entry.isSymbolicLink()) nested.push(follow(full, inFolder, chain));
    }
    await Promise.all(nested);
  }

  async function follow(link: string, inFolder: string, chain: string[]): Promise<void> {
    const written = await readlink(link);
    let real: string;
    try {
      real = await realpath(link);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP')
        problem(
          inFolder,
          `Symlink ${shown(inFolder)} -> ${written} is a loop of links`,
          'symlink-loop',
          'remove the link',
        );
      else
        problem(
          inFolder,
          `Symlink ${shown(inFolder)} -> ${written} points nowhere`,
          'symlink-broken',
          'remove the link or restore its target',
        );
      return;
    }
    if (!isInside(real, realRoot)) {
      problem(
        inFolder,
        `Symlink ${shown(inFolder)} leads outside the site folder (to ${real})`,
        'symlink-outside',
        'copy the file into the site folder instead of linking to it',
      );
      return;
    }
    const target = await stat(real);
    if (target.isDirectory()) {
      if (chain.some((folderOnTheWay) => isInside(folderOnTheWay, real))) {
        problem(
          inFolder,
          `Symlink ${shown(inFolder)} -> ${written} loops: its target ${path.relative(realRoot, real) || '.'} holds ` +
            `the link itself`,
          'symlink-loop',
          'remove the link',
        );
        return;
      }
      await visit(link, inFolder, [...chain, real]);
    } else if (target.isFile()) files.push(inFolder);
  }

  let startReal: string;
  try {
    if (!(await lstat(start))) return { files, diagnostics };
    startReal = await realpath(start);
  } catch {
    return { files, diagnostics };
  }
  if (!isInside(startReal, realRoot)) {
    problem(
      '',
      `Folder ${folder} leads outside the site folder (to ${startReal})`,
      'symlink-outside',
      'copy the files into the site folder instead of linking to them',
    );
    return { files, diagnostics };
  }
  await visit(start, '', [startReal]);
  // Whole paths in code-unit order, as a glob gives them (`ajuda-2/x` before `ajuda/x`): doc order decides ties.
  return { files: files.sort(), diagnostics };
}

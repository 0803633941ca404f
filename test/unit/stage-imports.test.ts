import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * src/ reads as the pipeline: a module imports only from its own stage, an earlier stage or core/.
 * Floors, lowest first: build.ts and build/ (the orchestrator) stand on every stage (lane/, the one-doc rebuild, on
 * the stages it draws one page with), serve/ on build.ts, and the
 * other files at the root of src/ (cli.ts, index.ts) above all. cache/ stands just above core/: it
 * keeps what stages make without knowing any stage.
 * client/ is browser code: it may use core/ and the search engine shared with the browser.
 */
const FLOORS = [
  'core',
  'cache',
  'load',
  'assemble',
  'parse',
  'check',
  'brand',
  'render',
  'search',
  'output',
  // The one-doc rebuild: a few stages' pieces, without the build; the build leaves its record.
  'lane',
  'build',
  'serve',
  'init',
];
const CLIENT_MAY_USE = new Set(['core', 'search', 'client']);
/**
 * Browser modules the build may import: names both sides must agree on, in files that import
 * nothing (the page-view event the router dispatches and the inline analytics snippet listens for).
 */
const SHARED_WITH_BROWSER = new Set(['client/analytics/page-view-event.ts']);

const srcDir = path.resolve(import.meta.dirname, '../../src');
/** Templates import src/ and src/ imports templates: circles are looked for across both. */
const templatesDir = path.resolve(import.meta.dirname, '../../templates');
const inSrc = (file: string) => file.startsWith(srcDir + path.sep);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every relative import, export-from and dynamic import() of a file, type-only ones included, resolved
 * to a file of src/ or templates/.
 */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name).replace(/\.js$/, ''))
    .map(
      (target) =>
        [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => files.includes(f)) ?? target,
    )
    .filter((target) => inSrc(target) || target.startsWith(templatesDir + path.sep));
}

const stageOf = (file: string) => {
  const rel = path.relative(srcDir, file);
  if (rel === 'build.ts') return 'build';
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : '(root)';
};
const floorOf = (stage: string) => (stage === '(root)' ? Infinity : FLOORS.indexOf(stage));
const rel = (file: string) => path.relative(srcDir, file);

const files = [...sourceFiles(srcDir), ...sourceFiles(templatesDir)];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Import edges that go up the pipeline (a stage importing a later one) or leave the known floors. */
function upwardImports(): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    if (!inSrc(file)) continue;
    const from = stageOf(file);
    for (const target of targets.filter(inSrc)) {
      const to = stageOf(target);
      if (from === 'client') {
        if (!CLIENT_MAY_USE.has(to)) wrong.push(`${rel(file)} → ${rel(target)} (browser code)`);
      } else if (to === 'client') {
        if (!SHARED_WITH_BROWSER.has(rel(target))) wrong.push(`${rel(file)} → ${rel(target)} (browser code)`);
      } else if (floorOf(from) < 0 || floorOf(to) < 0) {
        wrong.push(`${rel(file)} → ${rel(target)} (stage not in the list)`);
      } else if (floorOf(to) > floorOf(from)) {
        wrong.push(`${rel(file)} → ${rel(target)} (${from} imports later ${to})`);
      }
    }
  }
  return wrong;
}

/**
 * Every circle of modules, each once, found by depth-first search (Tarjan's components of more than one file or a
 * self-edge).
 */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== file);
      if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('stage imports', () => {
  it('reads the imports of src/', () => {
    // The check below is only worth something if it sees the graph: build.ts and build/ reach every stage.
    const orchestrator = [...graph.keys()].filter((file) => stageOf(file) === 'build');
    const stagesOfBuild = new Set(orchestrator.flatMap((file) => graph.get(file) ?? []).map(stageOf));
    expect([...stagesOfBuild]).toEqual(
      expect.arrayContaining(['load', 'assemble', 'parse', 'check', 'render', 'search', 'output']),
    );
  });

  it('no module imports a module from a later stage', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('modules shared with the browser import nothing', () => {
    for (const shared of SHARED_WITH_BROWSER) expect(graph.get(path.join(srcDir, shared))).toEqual([]);
  });

  it('no modules of src/ or templates/ import each other in a circle, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });

  it('sees type-only imports and the templates', () => {
    // The circle check is only worth something if it sees these edges (both are `import type`).
    expect(graph.get(path.join(templatesDir, 'theme.ts'))).toContain(path.join(templatesDir, 'context.ts'));
    expect(graph.get(path.join(srcDir, 'client/search/count-text.ts'))).toContain(
      path.join(srcDir, 'client/search/search-strings.ts'),
    );
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { packageRoot } from '../core/package-root.js';
import { UsageError } from '../core/usage-error.js';
import { dependencySpec } from './dependency-spec.js';
import { SCAFFOLD_LOCALES, scaffoldFiles, type ScaffoldAnswers } from './scaffold.js';
import { writeScaffold } from './write-scaffold.js';

const LOCALES = SCAFFOLD_LOCALES;
const BASE_PATH = /^\/([\w.-]+\/)*$/;

interface InitOptions {
  yes?: boolean;
  title?: string;
  locale?: string;
  base?: string;
  force?: boolean;
}

export interface InitIo {
  err(text: string): void;
  /** Asks a question and returns the answer; undefined when nobody can answer (no terminal). */
  ask?: (question: string) => Promise<string>;
}

// From src/init/ (tests) or bundled into dist/ (the CLI): helpdocs's own package.json, wherever it is.
function helpdocsVersion(): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

function checkLocale(locale: string): ScaffoldAnswers['locale'] {
  if (LOCALES.includes(locale)) return locale;
  throw new UsageError(`helpdocs init: unknown locale "${locale}" (one of: ${LOCALES.join(', ')})`);
}

function checkBase(base: string): string {
  const withSlashes = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  if (!BASE_PATH.test(withSlashes))
    throw new UsageError(`helpdocs init: base path "${base}" must look like "/" or "/docs/"`);
  return withSlashes;
}

/** Flags first; what they leave out is asked in a terminal, or takes its default. */
async function answersFor(options: InitOptions, root: string, io: InitIo): Promise<ScaffoldAnswers> {
  const folderName = path.basename(root);
  const ask = options.yes ? undefined : io.ask;
  const question = async (text: string, fallback: string, given: string | undefined) => {
    if (given !== undefined) return given;
    if (!ask) return fallback;
    return (await ask(`${text} (${fallback}): `)).trim() || fallback;
  };
  const title = await question('Site title', folderName === '.' ? 'Documentation' : folderName, options.title);
  const locale = checkLocale(await question(`Language: ${LOCALES.join(', ')}`, 'en', options.locale));
  const base = checkBase(await question('Base path', '/', options.base));
  const version = helpdocsVersion();
  return { title, locale, base, version, dependency: dependencySpec(packageRoot(), version, root) };
}

/** Writes a new site into `dir`; refuses a folder with anything in it unless `force`. Returns the files written. */
export async function initSite(dir: string, options: InitOptions, io: InitIo): Promise<string[]> {
  const root = path.resolve(dir);
  const present = existsSync(root) ? readdirSync(root) : [];
  if (present.length > 0 && !options.force) {
    throw new UsageError(
      `helpdocs init: ${root} is not empty (${present.length} entr${present.length === 1 ? 'y' : 'ies'}); pick an ` +
        `empty folder, or add --force to write the scaffold's files among them`,
    );
  }
  const answers = await answersFor(options, root, io);
  const files = scaffoldFiles(answers, path.basename(root));
  await writeScaffold(root, files);
  const shown = path.relative(process.cwd(), root) || '.';
  io.err(
    `helpdocs: created a site in ${shown}\n\n  cd ${shown}\n  npm install\n  npm run serve     # preview at ` +
      `http://127.0.0.1:3000${answers.base}\n`,
  );
  return Object.keys(files);
}

/** A question on the terminal, when there is one. */
function terminalQuestions(): InitIo['ask'] {
  if (!process.stdin.isTTY) return undefined;
  return async (question) => {
    // Loaded on the first question: every other command starts without it.
    const { createInterface } = await import('node:readline/promises');
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
}

export function addInitCommand(program: Command, io: InitIo, setCode: (code: number) => void): void {
  program
    .command('init [dir]')
    .description('create a new site in a folder (asks title, language and base path in a terminal)')
    .option('--yes', 'take the defaults for anything not given as a flag; ask nothing')
    .option('--title <title>', 'site title')
    .option('--locale <locale>', `interface and search language (${LOCALES.join(', ')})`)
    .option('--base <path>', 'base path the site is served under, e.g. / or /docs/')
    .option('--force', 'write into a folder that is not empty (its other files are kept)')
    .action(async (dir: string | undefined, options: InitOptions) => {
      const ask = io.ask ?? terminalQuestions();
      await initSite(dir ?? '.', options, { err: io.err, ...(ask ? { ask } : {}) });
      setCode(0);
    });
}

// A post's authors: keys into the blog folder's `authors.yml`, objects written in the front matter,
// or the older `author`/`author_url`/`author_title` keys, as Docusaurus accepts them.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { Diagnostic, Position, PostAuthor } from '../../core/model.js';
import { refusedScheme, refusedUrlMessage } from '../../core/unsafe-url.js';
import { authorPage, withOnePagePerPlace } from './author-pages.js';
import { isInside } from '../../core/path-inside.js';

export type AuthorsMap = ReadonlyMap<string, PostAuthor>;

const AUTHORS_FILES = ['authors.yml', 'authors.yaml', 'authors.json'];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function authorOf(value: unknown, fallbackName?: string): PostAuthor | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const name = text(entry.name) ?? fallbackName;
  if (!name) return undefined;
  return { name, url: text(entry.url), title: text(entry.title) };
}

/**
 * Whether the authors file really lies where the walk of its folder may read (walk.ts's rule): a
 * symlink to a file outside the site was parsed, and its text printed in the YAML error. The walk
 * reports such a link; here it is only never opened.
 */
function staysInside(root: string, dir: string, file: string): boolean {
  const folder = path.resolve(root, dir);
  const namedOutside = !isInside(folder, path.resolve(root));
  try {
    return isInside(realpathSync(path.join(root, file)), realpathSync(namedOutside ? folder : root));
  } catch {
    return false;
  }
}

/**
 * The author with its `url` left out when that URL could run code (`javascript:`, `vbscript:`, a
 * `data:` document): an error at `at`, as the same link in a doc is.
 */
function withSafeUrl(
  author: PostAuthor,
  file: string,
  at: Position,
  diagnostics: Diagnostic[],
  what: string,
): PostAuthor {
  const scheme = author.url === undefined ? undefined : refusedScheme(author.url, 'link');
  if (scheme === undefined || author.url === undefined) return author;
  diagnostics.push({
    severity: 'error',
    file,
    ...at,
    message: refusedUrlMessage(what, author.url, scheme),
    ruleId: 'unsafe-url',
    hint: 'link an http(s) address, or leave the url out',
  });
  return { ...author, url: undefined };
}

/**
 * The authors file of the first folder that has one (a locale's translated posts, then the blog), by
 * key, each with its page under `authorsPath` when it asks for one; a file that cannot be read is an
 * error and no authors.
 */
export function readAuthorsMap(
  root: string,
  dirs: readonly string[],
  diagnostics: Diagnostic[],
  authorsPath: string,
): AuthorsMap {
  const found = dirs
    .flatMap((dir) => AUTHORS_FILES.map((name) => ({ dir, file: path.posix.join(dir, name) })))
    .find((candidate) => existsSync(path.join(root, candidate.file)));
  if (!found || !staysInside(root, found.dir, found.file)) return new Map();
  const { file } = found;
  const name = path.posix.basename(file);
  try {
    const lineCounter = new LineCounter();
    const document = parseDocument(readFileSync(path.join(root, file), 'utf8'), { lineCounter });
    if (document.errors[0]) throw document.errors[0];
    const value: unknown = document.toJS();
    const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
    const positionOf = (key: string): Position => {
      const node = (document.getIn([key, 'url'], true) ?? document.getIn([key], true)) as YamlNode | undefined;
      const place = lineCounter.linePos(node?.range?.[0] ?? 0);
      return { line: place.line, column: place.col };
    };
    const authors = entries.flatMap(([key, entry]): Array<[string, PostAuthor]> => {
      const author = authorOf(entry, key);
      if (!author) return [];
      const page = authorPage(key, entry, authorsPath);
      const safe = withSafeUrl(author, file, positionOf(key), diagnostics, `The url of author "${key}"`);
      return [[key, { ...safe, key, ...(page ? { page } : {}) }]];
    });
    return new Map(withOnePagePerPlace(authors, file, diagnostics));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    diagnostics.push({
      severity: 'error',
      file,
      line: 1,
      column: 1,
      message: `${name}: ${message}`,
      ruleId: 'blog-authors',
    });
    return new Map();
  }
}

/** The authors a post's front matter names; an unknown key is a warning naming it. */
export function postAuthors(
  front: Record<string, unknown>,
  authors: AuthorsMap,
  file: string,
  diagnostics: Diagnostic[],
  /** Where a front matter key is written, for the messages. */
  locate: (key: string) => Position = () => ({ line: 1, column: 1 }),
): PostAuthor[] {
  const at = locate('authors');
  const written = front.authors;
  const list = written === undefined ? [] : Array.isArray(written) ? written : [written];
  const found: PostAuthor[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const known = authors.get(item);
      if (known) found.push(known);
      else
        diagnostics.push({
          severity: 'warning',
          file,
          ...at,
          message: `Author "${item}" is not in the blog's authors.yml`,
          ruleId: 'blog-unknown-author',
        });
    } else {
      const key = text((item as Record<string, unknown> | null)?.key);
      const own = authorOf(item, key && authors.get(key)?.name);
      // What the front matter writes replaces the file's entry, field by field; what it leaves out is kept.
      const written = own && Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
      const author = own && { ...(key ? authors.get(key) : {}), ...(written as PostAuthor) };
      if (author) found.push(withSafeUrl(author, file, at, diagnostics, `The url of author "${author.name}"`));
    }
  }
  const legacy = text(front.author);
  if (legacy) {
    const author = {
      name: legacy,
      url: text(front.author_url) ?? text(front.authorURL),
      title: text(front.author_title) ?? text(front.authorTitle),
    };
    found.push(
      withSafeUrl(author, file, locate(front.author_url ? 'author_url' : 'authorURL'), diagnostics, 'author_url'),
    );
  }
  return found;
}

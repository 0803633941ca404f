// The shell commands the docs site shows: every line of every `sh`/`bash`/`shell` code block of
// docs/content/, in the order of the docs' sidebar (comments after ` #` dropped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsRoot } from '../helpers/docs-site.js';

const SHELL_FENCE = /^```(?:sh|bash|shell)\b[^\n]*\n([\s\S]*?)^```/gm;

export interface ShownCommand {
  page: string;
  command: string;
}

function pagesInSidebarOrder(): string[] {
  const content = path.join(docsRoot, 'content');
  const all = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\\/g, '/').replace(/\.mdx?$/, ''));
  const sidebar = readFileSync(path.join(docsRoot, 'sidebars.json'), 'utf8');
  const position = (id: string) => {
    const at = sidebar.indexOf(`"${id}"`);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return all.sort((a, b) => position(a) - position(b) || a.localeCompare(b));
}

/** Each line of the text's shell code blocks, comments after ` #` dropped. */
export function shellLines(text: string): string[] {
  return [...text.matchAll(SHELL_FENCE)].flatMap(([, body]) =>
    body!
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== ''),
  );
}

export function shownCommands(): ShownCommand[] {
  const content = path.join(docsRoot, 'content');
  return pagesInSidebarOrder().flatMap((page) => {
    const file = ['.md', '.mdx'].map((ext) => path.join(content, page + ext)).find((f) => existsSync(f))!;
    return shellLines(readFileSync(file, 'utf8')).map((command) => ({ page, command }));
  });
}

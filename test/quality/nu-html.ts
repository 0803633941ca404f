// Runs the W3C Nu HTML Checker (npm vnu-jar, Java 17+) over folders, errors only, in one JVM.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const VNU_JAR = fileURLToPath(new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));

export interface NuMessage {
  /** The checked file's absolute path. */
  file: string;
  line: number;
  column: number;
  message: string;
}

interface NuReport {
  messages: Array<{ type: string; url?: string; lastLine?: number; firstColumn?: number; message: string }>;
}

/** Every error the checker reports over the HTML files of `dirs`. */
export async function nuErrors(dirs: string[]): Promise<NuMessage[]> {
  const args = [
    '-jar',
    VNU_JAR,
    '--errors-only',
    '--skip-non-html',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...dirs,
  ];
  const { stdout } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as NuReport;
  return report.messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({
      file: m.url ? fileURLToPath(m.url) : '(no file)',
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? 0,
      message: m.message,
    }));
}

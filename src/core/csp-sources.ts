// Extra Content-Security-Policy sources a site may add per directive (config `csp`), and what is
// refused: anything that would let a script run that the site did not ship, or break the header.
import { z } from 'zod';

/** Directives a site may extend; the others (default-src, object-src, base-uri) stay as helpdocs sets them. */
export const EXTENSIBLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'manifest-src',
  'form-action',
  'frame-ancestors',
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];

/** Keywords that switch a protection off: never accepted, in any directive. */
const UNSAFE_KEYWORDS = new Set([
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  "'unsafe-allow-redirects'",
]);
/** Sources that would let any script in: refused where scripts load from. */
const ANY_SCRIPT = new Set(['*', 'data:', 'blob:', 'filesystem:', 'http:', 'https:']);
const SCRIPT_DIRECTIVES = new Set<string>(['script-src', 'worker-src']);

/** Why a source is refused in a directive, or undefined when it is accepted. */
export function refusedSource(directive: string, source: string): string | undefined {
  if (/[\s;,]/.test(source) || source === '') return 'a source is one word: no spaces, ";" or ","';
  const lower = source.toLowerCase();
  if (UNSAFE_KEYWORDS.has(lower)) return `${source} would weaken the policy and is never accepted`;
  if (SCRIPT_DIRECTIVES.has(directive) && ANY_SCRIPT.has(lower))
    return `${source} would let any script run; name the host instead (e.g. "https://cdn.example.com")`;
  if (lower.startsWith("'") && !/^'(self|none|sha(256|384|512)-[A-Za-z0-9+/]+={0,2})'$/.test(source)) {
    return `${source} is not accepted: quoted sources are 'self', 'none' or a hash ('sha256-…')`;
  }
  return undefined;
}

function sourcesOf(directive: ExtensibleDirective) {
  return z
    .array(z.string())
    .superRefine((sources, context) => {
      sources.forEach((source, index) => {
        const why = refusedSource(directive, source);
        if (why) context.addIssue({ code: 'custom', path: [index], message: why, input: source });
      });
    })
    .optional()
    .describe(`Extra sources for ${directive}.`);
}

export const cspSchema = z
  .strictObject(
    Object.fromEntries(EXTENSIBLE_DIRECTIVES.map((name) => [name, sourcesOf(name)])) as Record<
      ExtensibleDirective,
      ReturnType<typeof sourcesOf>
    >,
  )
  .default({});

export type CspSources = Partial<Record<ExtensibleDirective, string[]>>;

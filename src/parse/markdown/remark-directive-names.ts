// remark-directive with the directive names Docusaurus reads. Its mdx-loader depends on remark-directive 3,
// whose micromark-extension-directive 3 (factory-name.js) starts a name with an ASCII letter and goes on
// with ASCII letters, digits, `-` and `_`; version 4, which helpdocs has, takes any letter. So `:::注意`
// is text in Docusaurus, not a directive: the name's characters are checked before version 4 reads them.
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import type { Code, Construct, Extension, State, TokenizeContext } from 'micromark-util-types';

const COLON = 58;
const DASH = 45;
const UNDERSCORE = 95;

const isAsciiAlpha = (code: Code) => code !== null && /^[A-Za-z]$/.test(String.fromCharCode(code));
const isNameCharacter = (code: Code) =>
  code !== null && (code === DASH || code === UNDERSCORE || /^[\dA-Za-z]$/.test(String.fromCharCode(code)));

/** Whether version 4 ends a name here: at the end, a line ending (negative codes), whitespace or punctuation. */
function endsName(code: Code): boolean {
  if (code === null || code < 0) return true;
  return /^[\s\p{P}\p{S}]$/u.test(String.fromCodePoint(code));
}

/** The construct, failing where version 3 would: a name not starting with an ASCII letter, or going on past one. */
function withAsciiName(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects, ok, nok) {
      // Once the construct has ended (ok or nok), the states it returns are the tokenizer's own: not watched.
      let ended = false;
      const ending =
        (next: State): State =>
        (code) => {
          ended = true;
          return next(code);
        };
      const inner = construct.tokenize.call(this, effects, ending(ok), ending(nok));
      let seenName = false;
      const watch =
        (state: State): State =>
        (code) => {
          if (ended) return state(code);
          if (!seenName && code === COLON) return watch(state(code) as State);
          if (!seenName) {
            if (!isAsciiAlpha(code)) return nok(code);
            seenName = true;
            return watch(state(code) as State);
          }
          if (isNameCharacter(code)) return watch(state(code) as State);
          // The name ends here for version 3: past a letter version 4 would read on, it is no directive.
          return endsName(code) ? state(code) : nok(code);
        };
      return watch(inner);
    },
  };
}

function withAsciiNames(extension: Extension): Extension {
  // Only block directives: the fast path reads a text directive as version 4 does (`:35` of 14:35), and
  // remarkDirectives turns every unknown one back into its text.
  const flow = extension.flow?.[COLON];
  if (!flow) return extension;
  const wrapped = Array.isArray(flow) ? flow.map(withAsciiName) : withAsciiName(flow as Construct);
  return { ...extension, flow: { ...extension.flow, [COLON]: wrapped } };
}

/** remark-directive, its syntax extension (the last one it adds) held to version 3's names. */
export function remarkDirectiveNames(this: Processor) {
  remarkDirective.call(this);
  const extensions = this.data('micromarkExtensions');
  const last = extensions?.at(-1);
  if (extensions && last) extensions[extensions.length - 1] = withAsciiNames(last);
}

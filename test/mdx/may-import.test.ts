// Which MDX docs are bundled: those that may import something. Docs that show imports only in their
// code examples are compiled to a function body and run without a bundle.
import { describe, expect, it } from 'vitest';
import { mayImport } from '../../src/parse/mdx/compile.js';

describe('mayImport', () => {
  it('sees imports, re-exports and require() in the text', () => {
    expect(mayImport("import Tabs from '@theme/Tabs';\n\n# T\n")).toBe(true);
    expect(mayImport("# T\n\nexport { a } from './a';\n")).toBe(true);
    expect(mayImport("# T\n\n<img src={require('@site/static/x.png').default} />\n")).toBe(true);
  });

  it('not require() in a code span, which is text', () => {
    expect(mayImport('Call `require("prettier")` or ``require(`x`)`` first.\n')).toBe(false);
    expect(mayImport("Call `a` then {require('@site/x.json').title}.\n")).toBe(true);
  });

  it('not in fenced code, which closes only with as many of its marks', () => {
    const example = "````js\nimport * as prettier from 'prettier';\n```\nconst x = require('y');\n````\n";
    expect(mayImport(`# API\n\n${example}\nText.\n`)).toBe(false);
    expect(mayImport(`# API\n\n${example}\nimport A from './a';\n`)).toBe(true);
    expect(mayImport("~~~\nimport a from 'a';\n~~~\n\nexport const x = 1;\n")).toBe(false);
  });
});

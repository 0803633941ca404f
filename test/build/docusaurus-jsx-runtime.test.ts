// Docusaurus compiles a site's JSX with React's automatic runtime whatever tsconfig.json says (@docusaurus/babel
// preset.js, getTransformOptions; @docusaurus/faster's SWC loader): the fixture's tsconfig says "jsx": "react", and
// neither its components nor its page bring React into scope.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

describe("a site's JSX", () => {
  it("compiles with the automatic runtime, not tsconfig.json's jsx", async () => {
    const result = await build({ root: `${fixtures}docusaurus-jsx-runtime`, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents);
    expect(html('docs/greet/index.html')).toContain('<b>Hello docs</b>');
    expect(html('docs/greet/index.html')).toContain('<i>Bye site</i>');
    expect(html('welcome/index.html')).toContain('<main>Welcome page</main>');
  }, 60_000);
});

/**
 * How a site's own JSX compiles, whatever its tsconfig.json says: React's automatic runtime, as Docusaurus's
 * Babel preset (@docusaurus/babel preset.js, getTransformOptions; @docusaurus/core lib/babel before 3.6) and its
 * SWC loader (@docusaurus/faster, getSwcLoaderOptions) always compile it. Docusaurus never reads tsconfig.json,
 * which esbuild would: `"jsx": "react"` (@tsconfig/docusaurus) made every component need `React` in scope.
 */
export const SITE_JSX = { jsx: 'automatic', tsconfigRaw: {} } as const;

import { describe, expect, it } from 'vitest';
import { fontsCss } from '../../src/brand/stylesheet.js';

describe('fonts stylesheet', () => {
  it('sets the stacks and serves font files from static/ under the base, with their formats', () => {
    const css = fontsCss(
      {
        body: 'Inter, system-ui, sans-serif',
        code: "'JetBrains Mono', monospace",
        files: [
          { family: 'Inter', src: '/fonts/inter.woff2', weight: '100 900' },
          { family: 'Inter', src: '/fonts/inter-italic.ttf', style: 'italic' },
        ],
      },
      '/docs/',
    );
    expect(css).toBe(
      '@font-face{font-family:"Inter";src:url("/docs/fonts/inter.woff2") ' +
        'format("woff2");font-display:swap;font-weight:100 900}' +
        '@font-face{font-family:"Inter";src:url("/docs/fonts/inter-italic.ttf") ' +
        'format("truetype");font-display:swap;font-style:italic}' +
        ":root{--font:Inter, system-ui, sans-serif;--mono:'JetBrains Mono', monospace}",
    );
  });

  it('writes nothing for stacks that are not set', () => {
    expect(fontsCss({ files: [] }, '/')).toBe('');
  });
});

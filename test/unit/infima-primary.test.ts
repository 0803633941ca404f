import { describe, expect, it } from 'vitest';
import { infimaPrimaryCss } from '../../src/brand/infima-primary.js';

describe("a site's Infima primary colour", () => {
  it('becomes the theme colour of each mode; a dark mode that names none keeps the light one', () => {
    const light = ':root{--ifm-color-primary:#f89901;--ifm-color-primary-darker:#bdb000;--ifm-font-size-base:95%}';
    expect(infimaPrimaryCss(light)).toBe(
      ':root{--primary:#f89901;--focus:#f89901;--primary-soft:color-mix(in srgb,#f89901 14%,var(--bg));' +
        "--primary-strong:#bdb000}[data-theme='dark']{--primary:#f89901;--focus:#f89901;" +
        '--primary-soft:color-mix(in srgb,#f89901 14%,var(--bg))}',
    );
    const both = `${light}[data-theme=dark]{--ifm-color-primary:#25c2a0;--ifm-color-primary-lighter:#4fddbf}`;
    expect(infimaPrimaryCss(both)).toContain(
      "[data-theme='dark']{--primary:#25c2a0;--focus:#25c2a0;--primary-soft:color-mix(in srgb,#25c2a0 14%,var(--bg));" +
        '--primary-strong:#4fddbf}',
    );
  });

  it('adds nothing to a stylesheet that sets no primary colour', () => {
    expect(infimaPrimaryCss(':root{--ifm-font-size-base:95%}.hero{color:red}')).toBe('');
    expect(infimaPrimaryCss('.button{background:var(--ifm-color-primary)}')).toBe('');
  });
});

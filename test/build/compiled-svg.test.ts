// The compiled CLI builds property-information's SVG schema on first use (scripts/compile.mjs lazySvgSchema):
// an inline SVG must come out of it exactly as it comes out of the source, attribute names included.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledAndSourcePage } from '../helpers/compiled-build.js';
import { copyFixture } from '../helpers/sites.js';

const diagram =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">' +
  '<defs><clipPath id="c"><rect width="60" height="40"/></clipPath>' +
  '<linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#2e8555"/>' +
  '</linearGradient></defs>' +
  '<g clip-path="url(#c)"><path d="M0 0L120 40" stroke="url(#g)" stroke-width="2" stroke-linecap="round" ' +
  'fill-opacity="0.5"/></g><text x="4" y="30" text-anchor="start" font-size="12">Vértice</text>' +
  '<use xlink:href="#c" href="#c"/></svg>';

describe('an inline SVG from the compiled CLI', { timeout: 120_000 }, () => {
  it('is the page the source writes, SVG attributes spelt as SVG spells them', async () => {
    const root = await copyFixture('site-mini');
    await writeFile(path.join(root, 'content/guia/diagrama.svg'), diagram);
    await writeFile(
      path.join(root, 'content/guia/diagrama.md'),
      '---\ntitle: "Diagrama"\n---\n\nO fluxo:\n\n![Fluxo das vendas](./diagrama.svg#inline)\n',
    );
    const { compiled, source, errors } = await compiledAndSourcePage(root, 'manual/guia/diagrama/index.html');
    expect(errors).toBe(0);
    const figure = compiled.indexOf('<p>O fluxo');
    const svg = compiled.slice(figure, compiled.indexOf('</svg>', figure) + 6);
    for (const attribute of ['viewBox="0 0 120 40"', 'clip-path="url(#diagrama-1-c)"', 'stroke-linecap="round"'])
      expect(svg).toContain(attribute);
    expect(svg).toContain('<clipPath id="diagrama-1-c">');
    expect(compiled).toBe(source);
  });
});

import { describe, expect, it } from 'vitest';
import { linksOf, type LinkContext } from '../../src/load/config/docusaurus/links.js';
import { createNotes } from '../../src/load/config/docusaurus/notes.js';

const context = (): LinkContext => ({
  notes: createNotes('docusaurus.config.js', ''),
  routeBasePath: 'docs',
  instances: [],
  instanceRoutes: [],
  otherPages: new Set(['/']),
  sections: [],
});

// Docusaurus's navbar items as helpdocs reads them (the rules are also built whole in docusaurus-rules).
describe('a Docusaurus navbar item without a label', () => {
  it('is an icon with no text, named by its aria-label, else by its address', () => {
    const item = { href: 'https://git.example/x', className: 'header-git-link', 'aria-label': 'Source' };
    expect(linksOf(item, ['items', 0], context())).toEqual([
      {
        ariaLabel: 'Source',
        href: 'https://git.example/x',
        props: { className: 'header-git-link', 'aria-label': 'Source' },
      },
    ]);
    expect(linksOf({ href: 'https://git.example/x', className: 'git' }, ['items', 0], context())).toEqual([
      { ariaLabel: 'git.example', href: 'https://git.example/x', props: { className: 'git' } },
    ]);
  });

  it('does not stop the config being read when its address is not a URL', () => {
    expect(linksOf({ href: 'https://' }, ['items', 0], context())).toEqual([]);
  });
});

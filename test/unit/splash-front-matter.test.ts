// `template: splash` and its hero in front matter: what is accepted, and what is an error at its line.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/load/frontmatter.js';

const action = (n: number) => `    - text: Action ${n}\n      link: /a${n}/\n`;

describe('splash front matter', () => {
  it('reads the template, the hero and its actions (primary by default)', () => {
    const { data, diagnostics } = parseFrontMatter(
      'content/index.md',
      `---\ntemplate: splash\nhero:\n  title: Acme\n  tagline: Rockets\n` +
        `  image:\n    light: /img/a.svg\n    dark: /img/b.svg\n    alt: A rocket\n` +
        `  actions:\n${action(1)}    - text: More\n      link: https://example.com\n      variant: secondary\n---\n`,
    );
    expect(diagnostics).toEqual([]);
    expect(data.template).toBe('splash');
    expect(data.hero).toEqual({
      title: 'Acme',
      tagline: 'Rockets',
      image: { light: '/img/a.svg', dark: '/img/b.svg', alt: 'A rocket' },
      actions: [
        { text: 'Action 1', link: '/a1/', variant: 'primary' },
        { text: 'More', link: 'https://example.com', variant: 'secondary' },
      ],
    });
  });

  it('refuses a fourth action and an unknown template', () => {
    const four = parseFrontMatter(
      'content/index.md',
      `---\ntemplate: landing\nhero:\n  actions:\n${[1, 2, 3, 4].map(action).join('')}---\n`,
    );
    expect(four.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
      expect.stringMatching(/^2 Front matter "template": /),
      expect.stringMatching(/^4 Front matter "hero": a hero has at most three actions/),
    ]);
  });

  it('reads hero.search, a boolean', () => {
    const on = parseFrontMatter('content/index.md', '---\ntemplate: splash\nhero:\n  search: true\n---\n');
    expect(on.diagnostics).toEqual([]);
    expect(on.data.hero).toEqual({ search: true, actions: [] });
    const wrong = parseFrontMatter('content/index.md', '---\ntemplate: splash\nhero:\n  search: sim\n---\n');
    expect(wrong.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^Front matter "hero"/)]);
  });
});

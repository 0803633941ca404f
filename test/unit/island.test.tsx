import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from '../../src/client/islands.js';
import { parseHotkey } from '../../src/client/lazy-islands.js';
import { Island } from '../../src/render/island.js';
import { islands } from '../../templates/islands/registry.js';

describe('<Island>', () => {
  const labels = { light: 'modo claro ativado', dark: 'modo escuro ativado' };

  it('renders the widget with hydration markers inside a wrapper carrying its name and JSON props', () => {
    const html = renderToStaticMarkup(<Island name="theme-toggle" props={{ labels }} hotkeys={['ctrl+k']} />);
    const wrapper = /^<div class="island" data-island="theme-toggle" data-props="([^"]*)" data-hotkeys="ctrl\+k">/.exec(
      html,
    );
    expect(wrapper).not.toBeNull();
    const props = JSON.parse(wrapper![1]!.replace(/&quot;/g, '"')) as unknown;
    expect(props).toEqual({ labels });
    expect(html).toContain('<button type="button" class="theme-toggle">');
    expect(html).toContain('modo escuro ativado');
  });

  it('draws a widget once for the same props and again for other props, as a fresh render would', () => {
    const other = { light: 'light mode on', dark: 'dark mode on' };
    const first = renderToStaticMarkup(<Island name="theme-toggle" props={{ labels }} />);
    const second = renderToStaticMarkup(<Island name="theme-toggle" props={{ labels: other }} />);
    const again = renderToStaticMarkup(<Island name="theme-toggle" props={{ labels }} />);
    expect(second).toContain('dark mode on');
    expect(second).not.toContain('modo escuro ativado');
    expect(again).toBe(first);
    const ThemeToggle = islands['theme-toggle'];
    expect(again).toContain(renderToString(<ThemeToggle labels={labels} />));
  });

  it('has one lazily loaded browser chunk for every server widget', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(islands).sort());
  });
});

describe('parseHotkey', () => {
  it('reads modifiers and the key', () => {
    expect(parseHotkey('/')).toEqual({ key: '/', ctrl: false, meta: false, alt: false });
    expect(parseHotkey('Ctrl+K')).toEqual({ key: 'k', ctrl: true, meta: false, alt: false });
  });
});

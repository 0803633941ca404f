import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripNumberPrefixes } from '../../src/core/number-prefix.js';
import { docIdFromPath, isFolderIndexPath, routeFromId } from '../../src/core/routes.js';
import { contentTitle, leadingTitle } from '../../src/load/content-title.js';

describe('number prefixes (Docusaurus)', () => {
  it('drops an order prefix, keeps dates and versions', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(parseNumberPrefix('003 - My doc')).toEqual({ name: 'My doc', position: 3 });
    expect(parseNumberPrefix('2_setup')).toEqual({ name: 'setup', position: 2 });
    expect(parseNumberPrefix('2024-01-02-release')).toEqual({ name: '2024-01-02-release' });
    expect(parseNumberPrefix('8.0-notes')).toEqual({ name: '8.0-notes' });
    expect(parseNumberPrefix('intro')).toEqual({ name: 'intro' });
    expect(stripNumberPrefixes('01-guides/02-install')).toBe('guides/install');
  });

  it('gives ids without prefixes and folder routes to index, README and same-name docs', () => {
    expect(docIdFromPath('01-guides/02-install.md')).toBe('guides/install');
    expect(routeFromId('/docs/', 'guides/README')).toBe('/docs/guides/');
    expect(routeFromId('/docs/', 'guides/guides')).toBe('/docs/guides/');
    expect(routeFromId('/docs/', 'README')).toBe('/docs/');
    expect(routeFromId('/docs/', 'guides/install')).toBe('/docs/guides/install/');
    // Compared as written: `upgrade/01-upgrade.md` (id `upgrade/upgrade`) is no index, as in Docusaurus.
    expect(isFolderIndexPath('upgrade/01-upgrade.md')).toBe(false);
    expect(routeFromId('/docs/', docIdFromPath('upgrade/01-upgrade.md'), undefined, false)).toBe(
      '/docs/upgrade/upgrade/',
    );
    expect(isFolderIndexPath('01-guides/01-guides.md')).toBe(true);
    expect(isFolderIndexPath('guides/README.md')).toBe(true);
  });
});

describe('content title', () => {
  it('is the first heading when it is an h1', () => {
    expect(contentTitle('\n# Getting **started** with [it](x.md)\n\nText')).toBe('Getting started with it');
    expect(contentTitle('Setext title\n===\n')).toBe('Setext title');
    expect(contentTitle('Intro text.\n\n# Later h1\n')).toBe('Later h1');
    expect(contentTitle('```md\n# not a heading\n```\n# Real\n')).toBe('Real');
  });

  it('is nothing when another heading or a thematic break comes first', () => {
    expect(contentTitle('## Section\n\n# Title\n')).toBeUndefined();
    expect(contentTitle('***\n\n# Title\n')).toBeUndefined();
    expect(contentTitle('Para\n---\n# Title\n')).toBeUndefined();
    expect(contentTitle('    # indented code\n')).toBeUndefined();
    expect(contentTitle('No heading at all.')).toBeUndefined();
  });
});

// Docusaurus's parseMarkdownContentTitle: what names a doc that has no front matter title.
describe('leading title', () => {
  it('is a heading that opens the body, imports aside', () => {
    expect(leadingTitle('\n\n# Getting **started** {#start}\n\nText')).toBe('Getting started');
    expect(leadingTitle("import Tabs from '@theme/Tabs';\nimport X from './x';\n\n# Install\n")).toBe('Install');
    expect(leadingTitle('Setext title\n===\nText')).toBe('Setext title');
    expect(leadingTitle('# Closed #\n')).toBe('Closed');
  });

  it('is nothing when text, a comment or a component comes first: the doc is named by its file', () => {
    expect(leadingTitle('Intro text.\n\n# Later h1\n')).toBeUndefined();
    expect(leadingTitle('<!-- Licensed under Apache-2.0 -->\n\n# Title\n')).toBeUndefined();
    expect(leadingTitle(':::note\nSoon.\n:::\n\n# Title\n')).toBeUndefined();
    expect(leadingTitle('## Section\n\n# Title\n')).toBeUndefined();
    expect(leadingTitle('#Title without a space\n')).toBeUndefined();
  });
});

// The modules a React page is run with: React, helpdocs's `@theme/…` and `@docusaurus/…` stand-ins
// (as an MDX doc gets them), and what only pages use: their Layout, Head and PageMetadata.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Strings } from '../../core/strings.js';
import type { DocusaurusSite } from '../mdx/theme/docusaurus.js';
import { createHighlighter } from '../markdown/code/highlighter.js';
import type { CodeBlockContextValue } from '../mdx/theme/CodeBlock.js';
import { themeModules } from '../mdx/theme/index.js';
import { pageCodeBlock } from './page-code-block.js';
import { Head, Layout, PageMetadata, Passthrough } from './page-theme.js';

export type ModuleLookup = (id: string) => unknown;

/** `codeBlocks`: what the page's CodeBlocks highlight with, and where their problems go (by default, nowhere). */
export function pageModules(
  strings: Strings,
  site: DocusaurusSite,
  codeBlocks: CodeBlockContextValue = { highlighter: createHighlighter(), report: () => {} },
): ModuleLookup {
  const theme: Record<string, unknown> = themeModules(strings, site);
  const themeCommon = theme['@docusaurus/theme-common'] as Record<string, unknown>;
  const modules: Record<string, unknown> = {
    ...theme,
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDom,
    '@theme/Layout': { __esModule: true, default: Layout },
    '@theme/CodeBlock': { __esModule: true, default: pageCodeBlock(codeBlocks) },
    // What a swizzled Root that wraps the original draws inside: its children.
    '@theme/Root': { __esModule: true, default: Passthrough },
    '@theme-original/Root': { __esModule: true, default: Passthrough },
    '@docusaurus/Head': { __esModule: true, default: Head },
    '@docusaurus/theme-common': {
      ...themeCommon,
      PageMetadata,
      HtmlClassNameProvider: Passthrough,
      ThemeClassNames: { ...(themeCommon.ThemeClassNames as object), wrapper: { main: 'main-wrapper' } },
    },
  };
  return (id) => modules[id];
}

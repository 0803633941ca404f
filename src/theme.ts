/// <reference path="./theme-original.d.ts" />
/**
 * Types for a site's component overrides (theme/<Name>.tsx): `import type { FooterProps } from
 * 'helpdocs/theme'`. Importing it also declares `@theme-original/<Name>`, the component an
 * override wraps.
 */
export type { PageContext } from '../templates/context.js';
export type {
  AnnouncementBarProps,
  BreadcrumbsProps,
  CategoryIndexProps,
  DocFooterProps,
  DocPageProps,
  FooterProps,
  LanguagePickerProps,
  LayoutProps,
  NavbarProps,
  NotFoundProps,
  PaginationProps,
  SearchPageProps,
  SidebarProps,
  TagPageProps,
  TagsIndexProps,
  ThemeComponentName,
  TocProps,
  VersionPickerProps,
} from '../templates/theme.js';

// The components a site may replace with a file of the same name in its theme/ folder; templates
// reach each other through `ctx.theme`, so an override is used wherever the original was.
import type { ComponentProps } from 'react';
import type { ThemeComponents } from './context.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CategoryIndex } from './CategoryIndex.js';
import { DocFooter } from './DocFooter.js';
import { DocPage } from './DocPage.js';
import { Footer } from './Footer.js';
import { LanguagePicker } from './LanguagePicker.js';
import { Layout } from './Layout.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Pagination } from './Pagination.js';
import { SearchPage } from './SearchPage.js';
import { Sidebar } from './Sidebar.js';
import { TagPage, TagsIndex } from './TagsPages.js';
import { Toc } from './Toc.js';
import { VersionPicker } from './VersionPicker.js';

export const originalComponents: ThemeComponents = {
  AnnouncementBar,
  Breadcrumbs,
  CategoryIndex,
  DocFooter,
  DocPage,
  Footer,
  LanguagePicker,
  Layout,
  Navbar,
  NotFound,
  Pagination,
  SearchPage,
  Sidebar,
  TagPage,
  TagsIndex,
  Toc,
  VersionPicker,
};

export type { ThemeComponents };
export type ThemeComponentName = keyof ThemeComponents;

export const THEME_COMPONENT_NAMES = Object.keys(originalComponents) as ThemeComponentName[];

export type AnnouncementBarProps = ComponentProps<typeof AnnouncementBar>;
export type BreadcrumbsProps = ComponentProps<typeof Breadcrumbs>;
export type CategoryIndexProps = ComponentProps<typeof CategoryIndex>;
export type DocFooterProps = ComponentProps<typeof DocFooter>;
export type DocPageProps = ComponentProps<typeof DocPage>;
export type FooterProps = ComponentProps<typeof Footer>;
export type LanguagePickerProps = ComponentProps<typeof LanguagePicker>;
export type LayoutProps = ComponentProps<typeof Layout>;
export type NavbarProps = ComponentProps<typeof Navbar>;
export type NotFoundProps = ComponentProps<typeof NotFound>;
export type PaginationProps = ComponentProps<typeof Pagination>;
export type SearchPageProps = ComponentProps<typeof SearchPage>;
export type SidebarProps = ComponentProps<typeof Sidebar>;
export type TagPageProps = ComponentProps<typeof TagPage>;
export type TagsIndexProps = ComponentProps<typeof TagsIndex>;
export type TocProps = ComponentProps<typeof Toc>;
export type VersionPickerProps = ComponentProps<typeof VersionPicker>;

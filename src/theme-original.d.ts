// `import Original from '@theme-original/<Name>'` in a site's theme/<Name>.tsx: the component it replaces.
// Loaded with helpdocs/theme (src/theme.ts); test/unit/theme-overrides.test.ts keeps the list in step.

declare module '@theme-original/AnnouncementBar' {
  const AnnouncementBar: typeof import('../templates/AnnouncementBar.js').AnnouncementBar;
  export default AnnouncementBar;
}

declare module '@theme-original/Breadcrumbs' {
  const Breadcrumbs: typeof import('../templates/Breadcrumbs.js').Breadcrumbs;
  export default Breadcrumbs;
}

declare module '@theme-original/CategoryIndex' {
  const CategoryIndex: typeof import('../templates/CategoryIndex.js').CategoryIndex;
  export default CategoryIndex;
}

declare module '@theme-original/DocFooter' {
  const DocFooter: typeof import('../templates/DocFooter.js').DocFooter;
  export default DocFooter;
}

declare module '@theme-original/DocPage' {
  const DocPage: typeof import('../templates/DocPage.js').DocPage;
  export default DocPage;
}

declare module '@theme-original/Footer' {
  const Footer: typeof import('../templates/Footer.js').Footer;
  export default Footer;
}

declare module '@theme-original/Layout' {
  const Layout: typeof import('../templates/Layout.js').Layout;
  export default Layout;
}

declare module '@theme-original/Navbar' {
  const Navbar: typeof import('../templates/Navbar.js').Navbar;
  export default Navbar;
}

declare module '@theme-original/NotFound' {
  const NotFound: typeof import('../templates/NotFound.js').NotFound;
  export default NotFound;
}

declare module '@theme-original/Pagination' {
  const Pagination: typeof import('../templates/Pagination.js').Pagination;
  export default Pagination;
}

declare module '@theme-original/SearchPage' {
  const SearchPage: typeof import('../templates/SearchPage.js').SearchPage;
  export default SearchPage;
}

declare module '@theme-original/Sidebar' {
  const Sidebar: typeof import('../templates/Sidebar.js').Sidebar;
  export default Sidebar;
}

declare module '@theme-original/TagPage' {
  const TagPage: typeof import('../templates/TagsPages.js').TagPage;
  export default TagPage;
}

declare module '@theme-original/TagsIndex' {
  const TagsIndex: typeof import('../templates/TagsPages.js').TagsIndex;
  export default TagsIndex;
}

declare module '@theme-original/Toc' {
  const Toc: typeof import('../templates/Toc.js').Toc;
  export default Toc;
}

declare module '@theme-original/VersionPicker' {
  const VersionPicker: typeof import('../templates/VersionPicker.js').VersionPicker;
  export default VersionPicker;
}

declare module '@theme-original/LanguagePicker' {
  const LanguagePicker: typeof import('../templates/LanguagePicker.js').LanguagePicker;
  export default LanguagePicker;
}

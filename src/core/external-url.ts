// A URL that leaves the site, as Docusaurus's `isInternalUrl` tells it: one with a scheme (`https:`,
// `mailto:`) or protocol-relative (`//host`). Links, media and a component's `useBaseUrl` leave it as written.
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url);

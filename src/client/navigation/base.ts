/** The site's base path: the bundle lives in `<base>assets/`, so its own address names it. */
export const BASE = new URL('../', import.meta.url).pathname;

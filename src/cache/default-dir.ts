/** The persistent cache's conventional place, beside other tools' caches. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/helpdocs';

/** Marks an element that stays in the body across page changes (live region, loading bar). */
export const KEEP = 'data-navigation-keep';

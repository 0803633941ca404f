// The sites every HTML gate (html-validate, the Nu checker) builds and checks: the help centre and
// the test fixtures that reach templates it does not use. Add a fixture here to put it under both.
import { fixtures, repoRoot } from '../helpers/sites.js';

export const GATE_SITES = {
  'help centre': repoRoot,
  'theme-site': `${fixtures}theme-site`,
  'site-mini': `${fixtures}site-mini`,
  'authoring-site': `${fixtures}authoring-site`,
  'video-site': `${fixtures}video-site`,
  'mdx-site': `${fixtures}mdx-site`,
  'en-site': `${fixtures}en-site`,
  'docs site': `${repoRoot}docs`,
} as const;

export type GateSite = keyof typeof GATE_SITES;

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFile, pathPattern, SEPARATOR } from './module-paths.ts';

/**
 * The frame every page drawn in sections is made of: the design system's page section, section
 * heading and heading, and the portal's reader of text lists. Rolldown gives a module shared by
 * several pages a chunk for each set of pages that share it, so these four arrived as four small
 * files, each with its own imports and exports of the chunks around it: 0.7 KB gzip more than as
 * one file on /, /pricing and /ko (check-budget.mjs).
 *
 * The pages built of sections (home, about, contact, pricing, get started) use all four. The
 * policies, not-found and sign-in pages use all but the page section, and load it with them
 * (0.1–0.3 KB gzip more there); a page the visitor arrives on is far more often the former.
 */

/** The design system's modules of the frame, by their path in its source and its build alike. */
export const DESIGN_SYSTEM_PAGE_PARTS = [
  'sections/page-section/page-section',
  'sections/section-heading/section-heading',
  'components/heading/heading',
];

/** The portal's own module of the frame. */
export const PORTAL_PAGE_PARTS = [
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/text-list.ts'),
];

/** One of those design-system modules, in its build (what the portal bundles) or its source (the dev server). */
const DESIGN_SYSTEM_MODULE = new RegExp(
  `${SEPARATOR}design-system${SEPARATOR}(dist|src)${SEPARATOR}(${DESIGN_SYSTEM_PAGE_PARTS.map(pathPattern).join('|')})\\.(js|tsx)$`,
);

/** Rolldown's code-splitting group that gathers them into `page-parts-*.js`. */
export const pagePartsGroup = {
  name: 'page-parts',
  test: (id: string) => {
    const file = moduleFile(id);
    return DESIGN_SYSTEM_MODULE.test(file) || PORTAL_PAGE_PARTS.includes(file);
  },
};

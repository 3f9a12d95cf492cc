import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const requireFromPortal = createRequire(import.meta.url);
const designSystemDist = path.dirname(requireFromPortal.resolve('@ccnets/design-system'));
const portalSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The modules of the page frame, as files (the design system's published build, the portal's source). */
export const PAGE_PARTS_FILES = [
  path.join(designSystemDist, 'sections/page-section/page-section.js'),
  path.join(designSystemDist, 'sections/section-heading/section-heading.js'),
  path.join(designSystemDist, 'components/heading/heading.js'),
  path.join(portalSrc, 'i18n/text-list.ts'),
];

/** Rolldown's code-splitting group that gathers them into `page-parts-*.js`. */
export const pagePartsGroup = {
  name: 'page-parts',
  test: (id: string) => PAGE_PARTS_FILES.includes(path.resolve(id.split('?')[0] ?? id)),
};

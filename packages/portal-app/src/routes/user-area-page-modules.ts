import type { ComponentType } from 'react';
import type { PageModule } from './page-modules';

export { redirects, userAreaPages } from '../config/user-area-pages';

/*
 * The user area as the router loads it on the first navigation into it (router.tsx): its part
 * of the page registry, and the loaders of its pages (src/pages/user/), its guard and its
 * layout, each its own chunk. Nothing here imports the entry chunk's modules at run time (see
 * config/user-area-pages.ts for why).
 */
export const userAreaPageFiles = import.meta.glob<PageModule>('./user/**/*-page.tsx', { base: '../pages' });

export interface UserAreaFrame {
  guard: () => Promise<{ RequireUser: ComponentType }>;
  layout: () => Promise<{ default: ComponentType }>;
}

export const userAreaFrame: UserAreaFrame = {
  guard: () => import('./require-user'),
  layout: () => import('../layouts/user-layout'),
};

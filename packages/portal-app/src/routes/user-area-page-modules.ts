import type { PageModule } from './page-modules';

/**
 * The user area's page modules (src/pages/user/), which the router loads on the first navigation
 * into it (router.tsx). Only the files: this chunk imports nothing of the entry's, which would
 * otherwise split modules out of the entry chunk (one more request on every first load).
 */
export const userAreaPageFiles = import.meta.glob<PageModule>('./user/**/*-page.tsx', { base: '../pages' });

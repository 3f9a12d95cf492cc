import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in, sign-up, onboarding, the guarded user area and the payment return pages.
 * The app router (src/routes) mounts these next to the public routes.
 */
export const accountRoutes: RouteObject[] = [];

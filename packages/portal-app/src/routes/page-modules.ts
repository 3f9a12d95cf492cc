import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageModules = Readonly<Record<string, () => Promise<PageModule>>>;

/**
 * Page modules (src/pages/…/*-page.tsx, each its own chunk) by the name of their registry
 * entry: `get-started-page.tsx` is `getStarted`. Only the routes load pages; the registry names
 * them (config/page-registry.ts).
 */
export function pageModulesByName(found: Record<string, () => Promise<PageModule>>): PageModules {
  return Object.fromEntries(
    Object.entries(found).map(([file, load]) => [
      /([^/]+)-page\.tsx$/.exec(file)![1]!.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()),
      load,
    ]),
  );
}

/**
 * The pages outside the user area. The user area's pages are in user-area-page-modules.ts, which
 * loads on the first navigation into it: their imports (with the list of chunks each needs)
 * would otherwise weigh on every public page's first load.
 */
export const pageModules: PageModules = pageModulesByName(
  import.meta.glob<PageModule>(['./**/*-page.tsx', '!./user/**'], { base: '../pages' }),
);

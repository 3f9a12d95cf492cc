import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageModules = Readonly<Record<string, () => Promise<PageModule>>>;

const found = import.meta.glob<PageModule>('./**/*-page.tsx', { base: '../pages' });

/**
 * Every page module (src/pages/…/*-page.tsx), each its own chunk, by the name of its registry
 * entry: `get-started-page.tsx` is `getStarted`. Only the routes load pages; the registry names
 * them (config/page-registry.ts).
 */
export const pageModules: PageModules = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [
    /([^/]+)-page\.tsx$/.exec(file)![1]!.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()),
    load,
  ]),
);

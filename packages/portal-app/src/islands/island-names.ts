/**
 * The interactive parts of a prerendered public page that hydrate on their own (docs/decisions.md,
 * "Public pages hydrate only their islands"). Each name is one component in island-loaders.ts
 * (the browser's, loaded on demand) and in prerender/server-islands.ts (the build's).
 */
export const ISLAND_NAMES = ['top-bar', 'video-embed', 'contact-form', 'quick-start'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (value: string | undefined): value is IslandName =>
  (ISLAND_NAMES as readonly string[]).includes(value ?? '');

/** The attributes an island's element carries in the HTML: its name and its props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island's element once it is live (hydrated and handed the visitor's changes). */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/**
 * Each island's component, loaded when its island mounts: a page downloads the code of the
 * islands it holds and nothing else. The props are what the HTML serialized (JSON), so every
 * component here takes plain data only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked per island at its call site (island.tsx)
export const islandLoaders: Record<IslandName, () => Promise<ComponentType<any>>> = {
  'top-bar': () => import('./top-bar-island').then((module) => module.TopBarIsland),
  'video-embed': () => import('./video-embed-island').then((module) => module.VideoEmbedIsland),
  'contact-form': () => import('./contact-form-island').then((module) => module.ContactFormIsland),
  'quick-start': () => import('./quick-start-island').then((module) => module.QuickStartIsland),
};

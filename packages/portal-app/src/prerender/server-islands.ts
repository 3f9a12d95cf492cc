import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from '../islands/island-names';
import { TopBarIsland } from '../islands/top-bar-island';
import { VideoEmbedIsland } from '../islands/video-embed-island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are typed at its call site (islands/island.tsx)
const components: Record<IslandName, ComponentType<any>> = {
  'top-bar': TopBarIsland,
  'video-embed': VideoEmbedIsland,
};

/**
 * An island's HTML as the browser's root will hydrate it: rendered alone, with the prefix its
 * root gives `useId` (islands/mount-island.tsx), so the ids in the HTML are the ones it makes.
 */
export function renderIslandHtml(name: IslandName, props: object): string {
  return renderToString(createElement(components[name], props), { identifierPrefix: `${name}-` });
}
